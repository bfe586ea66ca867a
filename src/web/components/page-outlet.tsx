import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';

/**
 * The page area. Transitions are out-in: the old page fades while the next one loads, the new
 * one fades in once ready. After a navigation focus moves to the main region, so a screen
 * reader starts reading the new page.
 */
export function PageOutlet() {
  const navigation = useNavigation();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  // The page focus was last moved for; the first page keeps the browser's own focus (so the
  // first Tab reaches the skip link). Compared, not flagged, so StrictMode's double effects agree.
  const focusedFor = useRef(location.pathname);

  useEffect(() => {
    if (focusedFor.current === location.pathname) return;
    focusedFor.current = location.pathname;
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  const leaving =
    navigation.state === 'loading' && navigation.location?.pathname !== location.pathname;
  return (
    <main id="main" ref={main} tabIndex={-1} className={`page${leaving ? ' page-leaving' : ''}`}>
      <div className="page-entering" key={location.pathname}>
        <Outlet />
      </div>
      <ScrollRestoration />
    </main>
  );
}
