import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123003855 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "seller_store" drop constraint if exists "seller_store_handle_unique";`);
    this.addSql(`create table if not exists "seller_store" ("id" text not null, "name" text not null, "handle" text not null, "description" text not null default '', "logo" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "seller_store_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_seller_store_handle_unique" ON "seller_store" ("handle") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_seller_store_deleted_at" ON "seller_store" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "seller_store" cascade;`);
  }

}
