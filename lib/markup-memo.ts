import 'server-only';

/**
 * Markup written once on the server for each distinct input (issue 19: the shell's sidebar and
 * top bar, the same for every request that shares a language, a role, a layout, a user), kept for
 * the process's life. The inputs are few; the bound only guards against surprises, and a full
 * table starts again.
 */
export function markupMemo(max: number) {
  const written = new Map<string, string>();
  return (key: readonly unknown[], write: () => string): string => {
    const id = JSON.stringify(key);
    let html = written.get(id);
    if (html === undefined) {
      html = write();
      if (written.size >= max) written.clear();
      written.set(id, html);
    }
    return html;
  };
}
