import { FileCheck2, Gauge, Images, LogOut, Map, NotebookPen, Search } from "lucide-react";
import { Form, isRouteErrorResponse, Link, Outlet, useLocation } from "react-router";
import { AdminLoginForm } from "~/components/admin/login-form";
import { ErrorScreen } from "~/components/shell/status-screens";
import { cx } from "~/lib/class-names";
import type { Route } from "./+types/layout";

export function loader({ context }: Route.LoaderArgs) {
  return { admin: context.admin };
}

const adminNav = [
  { to: "/admin/dashboard", label: "Dashboard", icon: Gauge },
  { to: "/medium-blog-admin", label: "Blogs", icon: NotebookPen },
  { to: "/admin/blog-approval", label: "Approval", icon: FileCheck2 },
  { to: "/admin/scratch-positions", label: "Scratch", icon: Images },
  { to: "/admin/journey-positions", label: "Journey", icon: Map },
  { to: "/admin/seo", label: "SEO", icon: Search },
];

function AdminChrome({ username }: { username: string }) {
  const { pathname } = useLocation();
  return (
    <div className="border-b border-border bg-surface/60">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-3 py-2 sm:px-6">
        <nav aria-label="Admin" className="flex flex-1 gap-1 overflow-x-auto">
          {adminNav.map((item) => {
            const Icon = item.icon;
            const active = pathname === item.to;
            return (
              <Link
                key={item.to}
                to={item.to}
                aria-current={active ? "page" : undefined}
                className={cx(
                  "inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold no-underline",
                  active ? "bg-surface-2 text-rose" : "text-muted hover:text-fg",
                )}
              >
                <Icon aria-hidden className="size-4" />
                {item.label}
              </Link>
            );
          })}
        </nav>
        <span className="hidden text-sm text-muted sm:inline">{`Signed in as ${username}`}</span>
        <Form method="post" action="/admin/logout" reloadDocument>
          <button type="submit" className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-muted hover:text-fg">
            <LogOut aria-hidden className="size-4" /> Log out
          </button>
        </Form>
      </div>
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  if (!loaderData.admin) return <AdminLoginForm redirectTo={pathname + search} />;
  return (
    <>
      <AdminChrome username={loaderData.admin.username} />
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
