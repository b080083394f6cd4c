-- Every uploaded file: KYC documents, photos, project images and documents, signatures, agreement PDFs.
-- The bytes live in a storage backend (a local folder by default) under a server-generated key.

CREATE TABLE uploaded_files (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id integer REFERENCES users (id),
  storage_key text NOT NULL UNIQUE,
  original_name text CHECK (char_length(original_name) <= 255),
  -- Detected from the content, not from the name.
  mime_type text NOT NULL CHECK (mime_type ~ '^[a-z]+/[a-z0-9.+-]+$'),
  -- 50 MB is the largest upload the seeds allow; generated PDFs stay well below it.
  size_bytes bigint NOT NULL CHECK (size_bytes BETWEEN 0 AND 52428800),
  sha256 text CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  -- The contract's FilePurpose for uploads; SIGNATURE and AGREEMENT for files the server makes.
  purpose text NOT NULL CHECK (purpose IN (
    'KYC_DOCUMENT', 'PROFILE_PHOTO', 'PROJECT_IMAGE', 'PROJECT_DOCUMENT', 'SIGNATURE', 'AGREEMENT')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX uploaded_files_owner_idx ON uploaded_files (owner_id);

ALTER TABLE users ADD CONSTRAINT users_photo_file_fk FOREIGN KEY (photo_file_id) REFERENCES uploaded_files (id);

-- The KYC documents an investor supplied, one per kind (individuals: proof of address and identity; companies
-- also the registration proof, articles of association and shareholder declaration).
CREATE TABLE user_kyc_documents (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'PROOF_OF_ADDRESS', 'IDENTITY_FRONT', 'IDENTITY_BACK',
    'REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION', 'SHAREHOLDER_DECLARATION')),
  file_id integer NOT NULL REFERENCES uploaded_files (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);
