import { AlertTriangle, Compass, Heart } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";

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
        <p className="mt-3 text-muted">The page you were looking for has wandered off. Let’s get you back somewhere cosy.</p>
        <Link to="/" className={buttonClasses("primary", "md", "mt-6")}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}

export function ErrorScreen({ details }: { details?: string }) {
  return (
    <section role="alert" className="grid min-h-[60vh] place-items-center px-4 text-center">
      <div>
        <AlertTriangle aria-hidden className="mx-auto size-14 text-coral" />
        <h1 className="mt-4 text-3xl font-semibold">Something went wrong</h1>
        <p className="mt-3 text-muted">Sorry, this page hit a snag. Refreshing usually helps.</p>
        {details ? <pre className="mx-auto mt-4 max-w-xl overflow-auto text-left text-xs text-muted">{details}</pre> : null}
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
    </section>
  );
}

