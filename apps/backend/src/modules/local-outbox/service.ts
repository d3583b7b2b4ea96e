import type { ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import { outboxMessageId, writeOutboxMessage } from "./outbox-file"

export interface LocalOutboxOptions {
  /** The folder the messages are written to, one JSON file each. */
  outbox_dir: string
}

/**
 * Medusa's notification provider for a shop without a mail service: every message becomes a file in a
 * local outbox folder (and its HTML body a second one), where a developer or a test reads it. A real provider (SendGrid, ...) takes the
 * "email" channel over by configuration (medusa-config.ts).
 */
export default class LocalOutboxNotificationService extends AbstractNotificationProviderService {
  static identifier = "local-outbox"

  private readonly outboxDir: string

  static validateOptions(options: Record<string, unknown>) {
    if (typeof options.outbox_dir !== "string" || !options.outbox_dir) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The local outbox needs an outbox_dir option (a folder path).")
    }
  }

  constructor(_dependencies: Record<string, unknown>, options: LocalOutboxOptions) {
    super()
    this.outboxDir = options.outbox_dir
  }

  async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const now = new Date()
    const id = outboxMessageId(now)
    await writeOutboxMessage(this.outboxDir, {
      id,
      to: notification.to,
      channel: notification.channel,
      template: notification.template,
      subject: notification.content?.subject ?? null,
      text: notification.content?.text ?? null,
      html: notification.content?.html ?? null,
      data: notification.data ?? {},
      created_at: now.toISOString(),
    })
    // Medusa keeps this as the notification's external_id: the file is `<id>.json`.
    return { id }
  }
}
