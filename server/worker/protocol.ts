// Messages between the Next.js server and the embedded API's worker thread: an HTTP request
// and its response, by value (bodies are transferred, not copied). A request marked `stream`
// (a download) gets its response head first and then its body a chunk per `pull`, so the
// worker reads no further ahead than the browser downloads.
export type WireRequest = {
  type: 'request';
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
  stream?: boolean;
};
export type WireResponse = {
  type: 'response';
  id: number;
  status: number;
  headers: [string, string][];
  /** Null for a streamed body: its chunks follow, one per pull. */
  body: ArrayBuffer | null;
};
export type WireChunk =
  { type: 'chunk'; id: number; body: ArrayBuffer } | { type: 'end'; id: number; failed?: boolean };
export type WorkerMessage =
  WireResponse | WireChunk | { type: 'ready'; kind: string } | { type: 'failed'; message: string } | { type: 'closed' };
export type MainMessage =
  WireRequest | { type: 'pull'; id: number } | { type: 'cancel'; id: number } | { type: 'close' };
