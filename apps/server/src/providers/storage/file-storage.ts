/** Where uploaded bytes live, by the server-generated storage key. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
}
