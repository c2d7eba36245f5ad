/** Reads a `text/event-stream` answer one block at a time: an event (`id`, `data`) or a comment (a heartbeat). */
export interface SseBlock {
  id?: string;
  data?: string;
  comment?: string;
}

export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    /** The next block, or null when the stream ended; throws when none comes within `timeoutMs`. */
    async next(timeoutMs = 5000): Promise<SseBlock | null> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const out: SseBlock = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) out.comment = line.slice(1).trim();
            else if (line.startsWith('id:')) out.id = line.slice(3).trim();
            else if (line.startsWith('data:')) out.data = (out.data === undefined ? '' : `${out.data}\n`) + line.slice(5).trimStart();
          }
          return out;
        }
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), Math.max(0, deadline - Date.now()));
        });
        try {
          const chunk = await Promise.race([reader.read(), late]);
          if (chunk.done) return null;
          buffer += decoder.decode(chunk.value, { stream: true });
        } finally {
          clearTimeout(timer);
        }
      }
    },
    /** The next event that carries data, skipping heartbeats. */
    async nextEvent(timeoutMs = 5000): Promise<SseBlock | null> {
      for (;;) {
        const block = await this.next(timeoutMs);
        if (block === null || block.data !== undefined) return block;
      }
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}
