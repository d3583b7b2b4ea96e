import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261125153513 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "ended_session" drop constraint if exists "ended_session_token_digest_unique";`);
    this.addSql(`create table if not exists "ended_session" ("id" text not null, "token_digest" text not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "ended_session_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_ended_session_deleted_at" ON "ended_session" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_ended_session_token_digest_unique" ON "ended_session" ("token_digest") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_ended_session_expires_at" ON "ended_session" ("expires_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "ended_session" cascade;`);
  }

}
