-- An e-mail may carry headers of its own: a notification's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058).
ALTER TABLE email_outbox ADD COLUMN headers jsonb;
