// Messages between the Next.js server and the embedded API's worker thread: an HTTP request
// and its response, by value (bodies are transferred, not copied).
export type WireRequest = {
  type: 'request';
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
};
export type WireResponse = {
  type: 'response';
  id: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
};
export type WorkerMessage =
  WireResponse | { type: 'ready'; kind: string } | { type: 'failed'; message: string } | { type: 'closed' };
export type MainMessage = WireRequest | { type: 'close' };
