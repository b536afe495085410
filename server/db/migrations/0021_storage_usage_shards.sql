CREATE TABLE "storage_usage_shards" (
	"store" text NOT NULL,
	"shard" integer NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"allowance" bigint,
	CONSTRAINT "storage_usage_shards_store_shard_pk" PRIMARY KEY("store","shard")
);
--> statement-breakpoint
-- What the stores held so far goes to their first shard; the server splits the caps' free space at its next start.
INSERT INTO storage_usage_shards (store, shard, bytes, items) SELECT store, 0, bytes, items FROM storage_usage;
--> statement-breakpoint
ALTER TABLE "storage_usage" DROP COLUMN "bytes";--> statement-breakpoint
ALTER TABLE "storage_usage" DROP COLUMN "items";--> statement-breakpoint
-- Adds a write's change in size to one shard of its store: the one its transaction chose
-- (set_config('entwine.quota_shard', n, true)), else one picked by its connection. One row per store was locked
-- by every write until its commit, so every move of every room waited for the one before it (issue #51).
-- A transaction held to the store's cap (set_config('entwine.quota_store', store, true): a visitor's write) that
-- grows its shard past the shard's share of the cap is refused with SQLSTATE EQ508: the server splits the free space
-- again and retries. With set_config('entwine.quota_whole', 'on', true) the write locks every shard of the store
-- and is held to the cap itself (SQLSTATE EQ507 past it). Other writes (the admin's, bookkeeping
-- such as "read" or "last active") are only counted.
CREATE OR REPLACE FUNCTION storage_usage_add(target text, delta_bytes bigint, delta_items integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  chosen text := current_setting('entwine.quota_shard', true);
  held_to_cap boolean;
  slot integer;
  held bigint;
  allowed bigint;
  total bigint;
  limit_bytes bigint;
BEGIN
  IF delta_bytes = 0 AND delta_items = 0 THEN
    RETURN;
  END IF;
  held_to_cap := delta_bytes > 0 AND current_setting('entwine.quota_store', true) = target;
  IF chosen ~ '^[0-9]{1,2}$' AND chosen::integer < 32 THEN
    slot := chosen::integer;
  ELSE
    slot := pg_backend_pid() % 32;
  END IF;
  -- Held to the cap itself: every shard locked, in one order, before this write's own (the write's rows were
  -- locked first, as in any other write, so the order of locks is the same everywhere).
  IF held_to_cap AND current_setting('entwine.quota_whole', true) = 'on' THEN
    PERFORM 1 FROM storage_usage_shards WHERE store = target ORDER BY shard FOR UPDATE;
  END IF;
  -- A shard first written here starts with no share of a capped store: a write held to the cap asks for one.
  INSERT INTO storage_usage_shards AS usage (store, shard, bytes, items, allowance)
  VALUES (target, slot, delta_bytes, delta_items,
    CASE WHEN (SELECT cap FROM storage_usage WHERE store = target) IS NULL THEN NULL ELSE 0 END)
  ON CONFLICT (store, shard) DO UPDATE SET bytes = usage.bytes + excluded.bytes, items = usage.items + excluded.items
  RETURNING usage.bytes, usage.allowance INTO held, allowed;
  IF NOT held_to_cap THEN
    RETURN;
  END IF;
  IF current_setting('entwine.quota_whole', true) = 'on' THEN
    SELECT cap INTO limit_bytes FROM storage_usage WHERE store = target;
    SELECT sum(bytes) INTO total FROM storage_usage_shards WHERE store = target;
    IF limit_bytes IS NOT NULL AND total > limit_bytes THEN
      RAISE EXCEPTION USING ERRCODE = 'EQ507', MESSAGE = 'storage quota reached: ' || target, DETAIL = target;
    END IF;
  ELSIF allowed IS NOT NULL AND held > allowed THEN
    RAISE EXCEPTION USING ERRCODE = 'EQ508', MESSAGE = 'storage shard share used up: ' || target, DETAIL = target;
  END IF;
END
$$;
