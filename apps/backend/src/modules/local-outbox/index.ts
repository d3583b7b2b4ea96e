import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import LocalOutboxNotificationService from "./service"

export default ModuleProvider(Modules.NOTIFICATION, { services: [LocalOutboxNotificationService] })
