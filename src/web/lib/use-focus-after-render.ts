import { useCallback, useEffect, useState } from 'react';

type Target = () => HTMLElement | null | undefined;

/**
 * Moves the focus once React has committed the update made with it. An animation frame is not
 * enough: under load it can come before the commit, while the element is still hidden (an empty
 * error summary is display: none) or not there yet, and focus() on it does nothing.
 */
export function useFocusAfterRender(): (target: Target) => void {
  const [request, setRequest] = useState<{ target: Target } | null>(null);
  useEffect(() => {
    request?.target()?.focus();
  }, [request]);
  // A new object each time: asking twice for the same element focuses it twice.
  return useCallback((target: Target) => setRequest({ target }), []);
}
