-- The public reads kept in memory (languages, the game catalogue: src/http/read-cache.ts) are dropped on
-- every write to their tables, whoever makes it (an instance, a seed, an operator in psql): each write
-- statement notifies the channel every API instance listens on, after its transaction commits.
CREATE FUNCTION notify_read_cache() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('read_cache', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE TRIGGER languages_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON languages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache();
CREATE TRIGGER games_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache();
CREATE TRIGGER game_providers_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_providers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache();
CREATE TRIGGER game_categories_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache();
CREATE TRIGGER game_tags_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_tags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache();
CREATE TRIGGER game_tag_links_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_tag_links
  FOR EACH STATEMENT EXECUTE FUNCTION notify_read_cache();
