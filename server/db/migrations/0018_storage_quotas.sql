CREATE TABLE "storage_usage" (
	"store" text PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"cap" bigint
);
--> statement-breakpoint
-- Adds a write's change in size to its store and, in a transaction that asked for the store's quota
-- (set_config('entwine.quota_store', store, true): a visitor's write), refuses it (SQLSTATE EQ507) when it grows
-- the store past its cap. Other writes (the admin's, bookkeeping such as "read" or "last active") are only counted.
-- The row lock of the upsert makes parallel writes wait for each other, so none can pass the cap.
CREATE FUNCTION storage_usage_add(target text, delta_bytes bigint, delta_items integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  limit_bytes bigint;
BEGIN
  IF delta_bytes = 0 AND delta_items = 0 THEN
    RETURN;
  END IF;
  INSERT INTO storage_usage AS usage (store, bytes, items) VALUES (target, delta_bytes, delta_items)
  ON CONFLICT (store) DO UPDATE SET bytes = usage.bytes + excluded.bytes, items = usage.items + excluded.items
  RETURNING usage.bytes, usage.cap INTO total, limit_bytes;
  IF delta_bytes > 0 AND limit_bytes IS NOT NULL AND total > limit_bytes
    AND current_setting('entwine.quota_store', true) = target THEN
    RAISE EXCEPTION USING ERRCODE = 'EQ507', MESSAGE = 'storage quota reached: ' || target, DETAIL = target;
  END IF;
END
$$;
--> statement-breakpoint
-- What a row of each store weighs: its text form (every column, as stored) plus the bytes it stands for elsewhere
-- (a space's encrypted blobs, an upload's files). Rows outside a store (the admin's content, a published story,
-- a public upload) weigh nothing.
CREATE FUNCTION storage_usage_track() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added bigint := 0;
  added_items integer := 0;
  removed bigint := 0;
  removed_items integer := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF TG_TABLE_NAME = 'spaces' THEN
      SELECT coalesce(sum(r.bytes + octet_length(r::text)), 0), count(*) INTO added, added_items FROM new_rows r;
    ELSIF TG_TABLE_NAME = 'blog_posts' THEN
      SELECT coalesce(sum(octet_length(r::text)), 0), count(*) INTO added, added_items FROM new_rows r
      WHERE r.edit_token_hash IS NOT NULL AND r.status IN ('draft', 'pending', 'rejected');
    ELSIF TG_TABLE_NAME = 'media_items' THEN
      SELECT coalesce(sum(coalesce(r.bytes, 0) + octet_length(r::text)
        + (SELECT coalesce(sum((v.value ->> 'bytes')::bigint), 0) FROM jsonb_each(r.variants) v)), 0), count(*)
      INTO added, added_items FROM new_rows r WHERE r.uploaded_by = 'visitor' AND NOT r.is_public;
    ELSE
      SELECT coalesce(sum(octet_length(r::text)), 0), count(*) INTO added, added_items FROM new_rows r;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF TG_TABLE_NAME = 'spaces' THEN
      SELECT coalesce(sum(r.bytes + octet_length(r::text)), 0), count(*) INTO removed, removed_items FROM old_rows r;
    ELSIF TG_TABLE_NAME = 'blog_posts' THEN
      SELECT coalesce(sum(octet_length(r::text)), 0), count(*) INTO removed, removed_items FROM old_rows r
      WHERE r.edit_token_hash IS NOT NULL AND r.status IN ('draft', 'pending', 'rejected');
    ELSIF TG_TABLE_NAME = 'media_items' THEN
      SELECT coalesce(sum(coalesce(r.bytes, 0) + octet_length(r::text)
        + (SELECT coalesce(sum((v.value ->> 'bytes')::bigint), 0) FROM jsonb_each(r.variants) v)), 0), count(*)
      INTO removed, removed_items FROM old_rows r WHERE r.uploaded_by = 'visitor' AND NOT r.is_public;
    ELSE
      SELECT coalesce(sum(octet_length(r::text)), 0), count(*) INTO removed, removed_items FROM old_rows r;
    END IF;
  END IF;
  PERFORM storage_usage_add(TG_ARGV[0], added - removed, added_items - removed_items);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER spaces_storage_insert AFTER INSERT ON spaces REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('our-space');
--> statement-breakpoint
CREATE TRIGGER spaces_storage_update AFTER UPDATE ON spaces REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('our-space');
--> statement-breakpoint
CREATE TRIGGER spaces_storage_delete AFTER DELETE ON spaces REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('our-space');
--> statement-breakpoint
CREATE TRIGGER space_pairings_storage_insert AFTER INSERT ON space_pairings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('our-space');
--> statement-breakpoint
CREATE TRIGGER space_pairings_storage_update AFTER UPDATE ON space_pairings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('our-space');
--> statement-breakpoint
CREATE TRIGGER space_pairings_storage_delete AFTER DELETE ON space_pairings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('our-space');
--> statement-breakpoint
CREATE TRIGGER rooms_storage_insert AFTER INSERT ON rooms REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('rooms');
--> statement-breakpoint
CREATE TRIGGER rooms_storage_update AFTER UPDATE ON rooms REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('rooms');
--> statement-breakpoint
CREATE TRIGGER rooms_storage_delete AFTER DELETE ON rooms REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('rooms');
--> statement-breakpoint
CREATE TRIGGER desire_matches_storage_insert AFTER INSERT ON desire_matches REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('desire-matches');
--> statement-breakpoint
CREATE TRIGGER desire_matches_storage_update AFTER UPDATE ON desire_matches REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('desire-matches');
--> statement-breakpoint
CREATE TRIGGER desire_matches_storage_delete AFTER DELETE ON desire_matches REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('desire-matches');
--> statement-breakpoint
CREATE TRIGGER contact_messages_storage_insert AFTER INSERT ON contact_messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('contact-messages');
--> statement-breakpoint
CREATE TRIGGER contact_messages_storage_update AFTER UPDATE ON contact_messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('contact-messages');
--> statement-breakpoint
CREATE TRIGGER contact_messages_storage_delete AFTER DELETE ON contact_messages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('contact-messages');
--> statement-breakpoint
CREATE TRIGGER blog_posts_storage_insert AFTER INSERT ON blog_posts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('stories');
--> statement-breakpoint
CREATE TRIGGER blog_posts_storage_update AFTER UPDATE ON blog_posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('stories');
--> statement-breakpoint
CREATE TRIGGER blog_posts_storage_delete AFTER DELETE ON blog_posts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('stories');
--> statement-breakpoint
CREATE TRIGGER media_items_storage_insert AFTER INSERT ON media_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('visitor-uploads');
--> statement-breakpoint
CREATE TRIGGER media_items_storage_update AFTER UPDATE ON media_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('visitor-uploads');
--> statement-breakpoint
CREATE TRIGGER media_items_storage_delete AFTER DELETE ON media_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION storage_usage_track('visitor-uploads');
--> statement-breakpoint
-- What the stores already hold.
INSERT INTO storage_usage (store, bytes, items)
SELECT 'our-space', coalesce(sum(b), 0), count(*) FROM (
  SELECT s.bytes + octet_length(s::text) AS b FROM spaces s
  UNION ALL SELECT octet_length(p::text) FROM space_pairings p
) AS rows_of_store
UNION ALL SELECT 'rooms', coalesce(sum(octet_length(r::text)), 0), count(*) FROM rooms r
UNION ALL SELECT 'desire-matches', coalesce(sum(octet_length(d::text)), 0), count(*) FROM desire_matches d
UNION ALL SELECT 'contact-messages', coalesce(sum(octet_length(c::text)), 0), count(*) FROM contact_messages c
UNION ALL SELECT 'stories', coalesce(sum(octet_length(p::text)), 0), count(*) FROM blog_posts p
  WHERE p.edit_token_hash IS NOT NULL AND p.status IN ('draft', 'pending', 'rejected')
UNION ALL SELECT 'visitor-uploads', coalesce(sum(coalesce(m.bytes, 0) + octet_length(m::text)
    + (SELECT coalesce(sum((v.value ->> 'bytes')::bigint), 0) FROM jsonb_each(m.variants) v)), 0), count(*)
  FROM media_items m WHERE m.uploaded_by = 'visitor' AND NOT m.is_public;
