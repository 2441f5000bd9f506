-- Tells every server process (LISTEN shortlist_sessions) when a session ends or changes, or a
-- user's public fields change, so their in-memory session caches drop it (decision 0900).
-- Payload: 't:<token hash>' for a session, 'u:<user id>' for a user.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shortlist_sessions', 't:' || OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shortlist_sessions', 'u:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OF email, name, role OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();
