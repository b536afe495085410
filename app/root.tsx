import { lazy, Suspense, type ReactNode, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { AgeGate } from "~/components/shell/age-gate";
import { Footer } from "~/components/shell/footer";
import { UnsupportedBrowserNotice } from "~/components/shell/unsupported-browser";
import { TopBar } from "~/components/shell/top-bar";
import { ToastProvider } from "~/components/ui/toast";
import { headBootScript } from "~/lib/browser-support";
import { deviceStorage } from "~/lib/device-storage";
import { pageHydrated } from "~/lib/after-hydration";
import { keepLoadingError } from "~/lib/loading-error";
import { hasOurSpace } from "~/lib/our-space/keys";
import { rememberedTapsScript } from "~/lib/remembered-taps";
import { sharedDeviceScript } from "~/lib/shared-device-script";
import { findSitePage } from "~/lib/site-pages.server";
import appStylesheet from "./app.css?url";
import displayFont from "./fonts/fraunces-display.woff2?url";
import textFont from "./fonts/inter-text.woff2?url";

// Error, not-found and loading screens are rare: their code loads only when one is shown.
const ErrorScreen = lazy(() =>
  import("~/components/shell/status-screens").then((module) => ({ default: module.ErrorScreen })),
);
const NotFoundScreen = lazy(() =>
  import("~/components/shell/status-screens").then((module) => ({ default: module.NotFoundScreen })),
);
const LoadingScreen = lazy(() =>
  import("~/components/shell/status-screens").then((module) => ({ default: module.LoadingScreen })),
);

export const links: Route.LinksFunction = () => [
  // With a precedence React places it first in the head, before the scripts' preloads: nothing paints without it.
  { rel: "stylesheet", href: appStylesheet, precedence: "high" } as Route.LinkDescriptors[number],
  // Every first screen shows a heading and text: both fonts start with the stylesheet, not after it.
  { rel: "preload", href: textFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  // iOS reads no manifest icon: its home screen takes this opaque square (discreet mode swaps it, shared-device.ts).
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  const record = await context.services.seo.records.forPath(pathname);
  // The number of stories waiting for review, shown in the admin menu: only for a signed-in admin.
  const pending = context.admin ? await context.services.blogs.pendingList() : null;
  const sitePage = findSitePage(pathname);
  return data({
    page: sitePage
      ? {
          path: sitePage.path,
          title: sitePage.title,
          heading: sitePage.heading,
          description: sitePage.description,
          keywords: sitePage.keywords,
          schemaType: sitePage.schemaType,
        }
      : null,
    seo: record
      ? {
          path: record.path,
          title: record.title,
          description: record.description,
          keywords: record.keywords,
          canonical: record.canonical,
          ogType: record.ogType,
          schemaType: record.schemaType,
          ogTitle: record.ogTitle,
          ogDescription: record.ogDescription,
          ogImage: record.ogImage,
        }
      : null,
    origin: context.origin,
    isAdmin: context.admin !== null,
    ...(pending ? { pendingBlogs: { total: pending.length } } : {}),
    year: context.services.clock.now().getUTCFullYear(),
    socialProfileUrl: context.socialProfileUrl,
    nonce: context.nonce,
  });
}

/**
 * An inline head script's text, on the server only. The browser already has the script in the server's HTML, and
 * hydration keeps that element as it is (React does not rewrite a hydrated element's inner HTML, and this text
 * never changes afterwards); left out of the browser build, their ~5 KB do not ship in every page's JavaScript.
 */
function inline(script: string): string {
  return import.meta.env.SSR ? script : "";
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = rootData?.nonce;
  return (
    <html lang="en" data-theme="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#150c18" />
        <meta name="rating" content="adult" />
        {/* The name under a home-screen icon on iOS, which reads it here rather than from the manifest. */}
        <meta name="apple-mobile-web-app-title" content="Entwine" />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        {/* First: discreet mode's title and icon, and the quick exit's listeners ahead of every other (shared-device.ts). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: inline(sharedDeviceScript) }}
        />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: inline(headBootScript) }} />
        {/* Before anything else can be tapped: taps on controls that need scripts are remembered until hydration. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: inline(rememberedTapsScript) }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        <UnsupportedBrowserNotice />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-full focus:bg-rose focus:px-4 focus:py-2 focus:text-accent-fg"
        >
          Skip to content
        </a>
        <div id="app-shell">{children}</div>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const navigation = useNavigation();
  return (
    <ToastProvider>
      <TopBar
        isAdmin={rootData?.isAdmin ?? false}
        pending={rootData && "pendingBlogs" in rootData ? (rootData.pendingBlogs?.total ?? 0) : 0}
      />
      {navigation.state === "loading" ? (
        <div
          aria-hidden
          className="fixed inset-x-0 top-16 z-50 h-0.5 animate-pulse bg-gradient-to-r from-rose to-coral"
        />
      ) : null}
      <main id="main" className="min-h-[70vh] pt-16">
        {children}
      </main>
      <Footer year={rootData?.year ?? new Date().getFullYear()} socialProfileUrl={rootData?.socialProfileUrl ?? null} />
      <AgeGate />
    </ToastProvider>
  );
}

export default function App() {
  // The page is live: the root's effect runs after every child's, so each control now has its handlers. Taps made
  // before this moment were remembered by the head script (remembered-taps.ts) and are carried out now, once.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    performance.mark?.("entwine:hydrated");
    window.__entwineTaps?.replay();
    keepLoadingError();
    pageHydrated();
  }, []);
  // A phone that keeps "Our space" keeps it in step on every page; others load none of its code.
  useEffect(() => {
    if (!hasOurSpace(deviceStorage())) return;
    let release: (() => void) | undefined;
    let left = false;
    void import("~/lib/our-space/runtime").then((runtime) => {
      if (!left) release = runtime.holdEngine();
    });
    return () => {
      left = true;
      release?.();
    };
  }, []);
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function HydrateFallback() {
  return (
    <Suspense fallback={null}>
      <LoadingScreen />
    </Suspense>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Shell>
      {notFound ? (
        <Suspense fallback={null}>
          <NotFoundScreen />
        </Suspense>
      ) : (
        <Suspense fallback={null}>
          <ErrorScreen details={import.meta.env.DEV && error instanceof Error ? error.stack : undefined} />
        </Suspense>
      )}
    </Shell>
  );
}
