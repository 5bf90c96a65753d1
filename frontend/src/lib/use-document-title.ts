import { useEffect } from 'react';

/** Sets document.title while the calling screen is shown, then puts the previous one back. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
