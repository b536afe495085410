import { AlertTriangle, Compass, Heart, WifiOff } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";

export function LoadingScreen() {
  return (
    <div role="status" aria-live="polite" className="grid min-h-[60vh] place-items-center px-4 text-center">
      <div>
        <Heart aria-hidden className="mx-auto size-12 animate-pulse text-rose" />
        <p className="mt-4 font-display text-2xl">Preparing your romantic journey</p>
      </div>
    </div>
  );
}

export function NotFoundScreen() {
  return (
    <section className="grid min-h-[60vh] place-items-center px-4 text-center">
      <div>
        <Compass aria-hidden className="mx-auto size-14 text-rose" />
        <p className="mt-4 font-display text-7xl font-semibold text-rose">404</p>
        <h1 className="mt-2 text-3xl font-semibold">Oops! Page not found</h1>
        <p className="mt-3 text-muted">
          The page you were looking for has wandered off. Let’s get you back somewhere cosy.
        </p>
        <Link to="/" className={buttonClasses("primary", "md", "mt-6")}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}

export function ErrorScreen({ details }: { details?: string }) {
  const hydrated = useHydrated();
  // A page whose code or data could not arrive because the browser is offline says so, without reloading.
  if (hydrated && typeof navigator !== "undefined" && !navigator.onLine) return <OfflineScreen />;
  return (
    <section role="alert" className="grid min-h-[60vh] place-items-center px-4 text-center">
      <div>
        <AlertTriangle aria-hidden className="mx-auto size-14 text-coral" />
        <h1 className="mt-4 text-3xl font-semibold">Something went wrong</h1>
        <p className="mt-3 text-muted">Sorry, this page hit a snag. Refreshing usually helps.</p>
        {details ? (
          <pre className="mx-auto mt-4 max-w-xl overflow-auto text-left text-xs text-muted">{details}</pre>
        ) : null}
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
    </section>
  );
}

/** What works offline, as the service worker's offline page lists it. */
const OFFLINE_LINKS = [
  { to: "/games", label: "Every game" },
  { to: "/romantic-guides", label: "Romantic Guides" },
  { to: "/love-language-explorer", label: "Love Language Explorer" },
  { to: "/positions/saved", label: "Your saved positions" },
  { to: "/positions/custom-poster", label: "7-Day Poster" },
];

export function OfflineScreen() {
  return (
    <section role="alert" className="grid min-h-[60vh] place-items-center px-4 text-center">
      <div className="max-w-lg">
        <WifiOff aria-hidden className="mx-auto size-14 text-rose" />
        <h1 className="mt-4 text-3xl font-semibold">You are offline</h1>
        <p className="mt-3 text-muted">
          This page has not been saved on this device yet, so it needs a connection. These work without one, and so does
          any page you have opened before:
        </p>
        <ul className="mt-5 grid gap-2 sm:grid-cols-2">
          {OFFLINE_LINKS.map((link) => (
            <li key={link.to}>
              <a href={link.to} className={buttonClasses("secondary", "md", "w-full")}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
