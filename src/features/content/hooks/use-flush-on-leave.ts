import { useEffect } from 'react';

/** Leaving the tool or the page must not lose the last keystrokes: `flush` runs on pagehide and on unmount. */
export function useFlushOnLeave(flush: () => void): void {
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);
}
