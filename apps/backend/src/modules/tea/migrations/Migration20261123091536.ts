import { Migration } from "@medusajs/framework/mikro-orm/migrations"

const TABLES = ["tea_attributes", "tea_rating"] as const

/**
 * Each tea record names its product, and a unique index allows one live record per product. Records
 * made before are given their product from the link table; of two records for one product (which
 * concurrent writes could make) the last updated stays and the other is retired with its link.
 */
export class Migration20261123091536 extends Migration {
  override async up(): Promise<void> {
    for (const table of TABLES) {
      const link = `product_product_tea_${table}`
      this.addSql(`alter table if exists "${table}" add column if not exists "product_id" text null;`)
      this.addSql(`
        do $$ begin
          if to_regclass('${link}') is not null then
            update "${table}" t set product_id = l.product_id
              from "${link}" l where l.${table}_id = t.id and l.deleted_at is null and t.product_id is null;
          end if;
        end $$;`)
      // A record no tea links to is shown nowhere.
      this.addSql(`delete from "${table}" where product_id is null;`)
      this.addSql(`
        update "${table}" t set deleted_at = now()
          where t.deleted_at is null and exists (
            select 1 from "${table}" n
            where n.product_id = t.product_id and n.deleted_at is null and (n.updated_at, n.id) > (t.updated_at, t.id));`)
      this.addSql(`
        do $$ begin
          if to_regclass('${link}') is not null then
            update "${link}" set deleted_at = now()
              where deleted_at is null and ${table}_id in (select id from "${table}" where deleted_at is not null);
          end if;
        end $$;`)
      this.addSql(`alter table "${table}" alter column "product_id" set not null;`)
      this.addSql(
        `create unique index if not exists "IDX_${table}_product_id_unique" on "${table}" ("product_id") where deleted_at is null;`,
      )
    }
  }

  override async down(): Promise<void> {
    for (const table of TABLES) {
      this.addSql(`drop index if exists "IDX_${table}_product_id_unique";`)
      this.addSql(`alter table if exists "${table}" drop column if exists "product_id";`)
    }
  }
}
