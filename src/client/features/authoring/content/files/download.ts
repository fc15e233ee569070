import { useEffect, useState } from 'react';
import { api, type RequestOptions } from '@client/api/http';

/** Answers name files under /api; the HTTP helper adds that prefix itself. */
const apiPath = (url: string) => (url.startsWith('/api/') ? url.slice(4) : url);

/** A file answer of the API as a Blob (signed in: the token travels in a header, so a plain link cannot fetch it). */
export const fetchFile = (url: string, options: Omit<RequestOptions, 'blob'> = {}) => api<Blob>(apiPath(url), { ...options, blob: true });

/** Saves a Blob under a name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export async function downloadFile(url: string, fileName: string, options: Omit<RequestOptions, 'blob'> = {}) {
  saveBlob(await fetchFile(url, options), fileName);
}

/** An object URL of a file answer for previews (null while loading or when it failed); revoked when done. */
export function useObjectUrl(url: string | null) {
  const [state, setState] = useState<{ url: string | null; error: string | null }>({ url: null, error: null });
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    let href: string | null = null;
    setState({ url: null, error: null });
    fetchFile(url, { signal: abort.signal }).then(
      (blob) => {
        href = URL.createObjectURL(blob);
        if (abort.signal.aborted) URL.revokeObjectURL(href);
        else setState({ url: href, error: null });
      },
      (e: Error) => !abort.signal.aborted && setState({ url: null, error: e.message }),
    );
    return () => {
      abort.abort();
      if (href) URL.revokeObjectURL(href);
    };
  }, [url]);
  return state;
}
