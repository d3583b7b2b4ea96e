import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123003856 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "tea_attributes" ("id" text not null, "origin_country" text not null, "origin_region" text null, "harvest" text null, "brew_temp_c" integer not null, "steep_seconds" integer not null, "grams_per_cup" real not null, "caffeine" text check ("caffeine" in ('none', 'low', 'medium', 'high')) not null, "flavour_notes" text[] not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "tea_attributes_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_tea_attributes_deleted_at" ON "tea_attributes" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "tea_rating" ("id" text not null, "average" real not null default 0, "count" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "tea_rating_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_tea_rating_deleted_at" ON "tea_rating" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "tea_attributes" cascade;`);

    this.addSql(`drop table if exists "tea_rating" cascade;`);
  }

}
