/** Reads server-sent events from a status stream's response, one `event: status` at a time. */
export function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<Record<string, unknown> | 'closed'> {
      for (;;) {
        const match = /event: status\ndata: (.*)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1]!);
        }
        const { value, done } = await reader.read();
        if (done) return 'closed';
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}
