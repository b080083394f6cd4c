-- The categorisation declaration each investor signs (COBS 4.12A, issue 24 §4): the category, the figures its words
-- ask for (pence for money), the version of the words signed, when, and when it expires (12 months later). The
-- latest row is the current one; earlier rows stay as the history. Each signature is also written to the journey
-- log (step DECLARATION, action SIGNED) in the same transaction.
CREATE TABLE investor_declarations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  investor_type text NOT NULL CHECK (
    investor_type IN (
      'HIGH_NET_WORTH_INVESTOR', 'SELF_CERTIFIED_INVESTOR', 'CERTIFIED_SOPHISTICATED_INVESTOR', 'ADVISED_INVESTOR',
      'EVERYDAY_INVESTOR'
    )
  ),
  -- { annualIncomePence, netAssetsPence, netInvestableAssetsPence, certificateFirm, ... }: only the category's own.
  figures jsonb NOT NULL,
  text_version text NOT NULL,
  signed_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > signed_at)
);

CREATE INDEX investor_declarations_user_idx ON investor_declarations (user_id, signed_at DESC, id DESC);
