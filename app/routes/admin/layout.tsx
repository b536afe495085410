import { FileCheck2, Gauge, Images, LogOut, Mail, Map, Menu, NotebookPen, Search, X } from "lucide-react";
import { Form, isRouteErrorResponse, Link, Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { adminMenu, adminSectionOf } from "~/lib/admin-pages";
import { AdminLoginForm } from "~/components/admin/login-form";
import { ErrorScreen } from "~/components/shell/status-screens";
import { PendingStories } from "~/components/shell/pending-stories";
import { useMenuSheet } from "~/components/shell/use-menu-sheet";
import { cx } from "~/lib/class-names";
import type { Route } from "./+types/layout";

export function loader({ context }: Route.LoaderArgs) {
  return { admin: context.admin };
}

const menuIcons: Record<string, typeof Gauge> = {
  "/admin/dashboard": Gauge,
  "/medium-blog-admin": NotebookPen,
  "/admin/blog-approval": FileCheck2,
  "/admin/messages": Mail,
  "/admin/scratch-positions": Images,
  "/admin/journey-positions": Map,
  "/admin/seo": Search,
};

/**
 * The admin menu: every section (Messages included) with the number of stories waiting for review next to
 * Approval. From 1024 px a wrapped row; below it a Menu button opening the list (Escape closes it and returns focus).
 */
function AdminChrome({ username, pending }: { username: string; pending: number }) {
  const { pathname } = useLocation();
  const section = adminSectionOf(pathname);
  const items = adminMenu();
  const current = items.find((item) => item.path === section);
  const { open, setOpen, sheetId: listId, buttonProps, sheetRef: listRef } = useMenuSheet<HTMLUListElement>("a");

  const links = (wide: boolean) =>
    items.map((item) => {
      const Icon = menuIcons[item.path] ?? Gauge;
      const active = item.path === section;
      return (
        <li key={item.path}>
          <Link
            to={item.path}
            aria-current={active ? "page" : undefined}
            onClick={() => setOpen(false)}
            className={cx(
              "flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold no-underline",
              wide ? "w-full rounded-2xl text-base" : "",
              active ? "bg-surface-2 text-rose" : "text-muted hover:text-fg",
            )}
          >
            <Icon aria-hidden className="size-4 shrink-0" />
            {item.label}
            {item.path === "/admin/blog-approval" ? (
              <PendingStories
                count={pending}
                className="ml-auto rounded-full bg-rose px-2 py-0.5 text-xs font-bold text-accent-fg"
              />
            ) : null}
          </Link>
        </li>
      );
    });

  return (
    <div className="border-b border-border bg-surface/60">
      <nav aria-label="Admin" className="mx-auto max-w-7xl px-3 py-2 sm:px-6">
        <div className="flex items-center gap-2">
          <button
            {...buttonProps}
            className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border border-border px-4 text-sm font-semibold text-fg lg:hidden"
          >
            {open ? <X aria-hidden className="size-4" /> : <Menu aria-hidden className="size-4" />}
            <span>Admin menu</span>
            {current ? <span className="text-muted max-[379px]:hidden">{`· ${current.label}`}</span> : null}
            {pending > 0 ? (
              <span aria-hidden className="rounded-full bg-rose px-2 py-0.5 text-xs font-bold text-accent-fg">
                {pending}
              </span>
            ) : null}
          </button>
          <ul className="hidden flex-1 flex-wrap gap-1 lg:flex">{links(false)}</ul>
          <span className="ml-auto hidden text-sm text-muted sm:inline">{`Signed in as ${username}`}</span>
          <Form method="post" action="/admin/logout" reloadDocument className="ml-auto sm:ml-0">
            <button
              type="submit"
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-3 text-sm font-semibold text-muted hover:text-fg"
            >
              <LogOut aria-hidden className="size-4" /> <span className="max-sm:sr-only">Log out</span>
            </button>
          </Form>
        </div>
        <ul ref={listRef} id={listId} hidden={!open} className="mt-2 flex flex-col gap-1 lg:hidden">
          {links(true)}
        </ul>
        {pending > 0 && section !== "/admin/blog-approval" ? (
          <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-muted" data-testid="pending-notice">
            <span>{`${pending} ${pending === 1 ? "story is" : "stories are"} waiting for review.`}</span>
            <Link to="/admin/blog-approval" className="inline-flex min-h-11 items-center font-semibold text-rose">
              Review All
            </Link>
          </p>
        ) : null}
      </nav>
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const pending = rootData && "pendingBlogs" in rootData ? (rootData.pendingBlogs?.total ?? 0) : 0;
  if (!loaderData.admin) return <AdminLoginForm redirectTo={pathname + search} />;
  return (
    <>
      <AdminChrome username={loaderData.admin.username} pending={pending} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname, search } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 401) return <AdminLoginForm redirectTo={pathname + search} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorScreen details="That item could not be found." />;
  }
  return <ErrorScreen />;
}
