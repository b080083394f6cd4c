-- GET /files/{key} asks whether a file is an image or a document of a project an investor may see
-- (files/queries.ts). Without these, every file read scanned both tables.
CREATE INDEX project_images_file_idx ON project_images (file_id);
CREATE INDEX project_documents_file_idx ON project_documents (file_id) WHERE file_id IS NOT NULL;

-- Replaced by projects_list_order_idx (016), which matches the list's order including its NULLS LAST.
DROP INDEX projects_created_at_idx;
