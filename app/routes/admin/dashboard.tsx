import {
  FileCheck2,
  FilePen,
  Gamepad2,
  Images,
  LogOut,
  Mail,
  Map,
  NotebookPen,
  Search,
  Send,
  Sparkles,
} from "lucide-react";
import { Form, Link } from "react-router";
import { StatTiles, type StatTile } from "~/components/admin/stat-tiles";
import { Button, buttonClasses } from "~/components/ui/button";
import { requireAdminSession } from "~/lib/admin-session";
import { noIndexHead } from "~/lib/head";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  noIndexHead("Admin Dashboard", matches, location.pathname);

export async function loader({ context }: Route.LoaderArgs) {
  const admin = requireAdminSession(context);
  const [stats, unreadMessages] = await Promise.all([
    context.services.dashboard.stats(),
    context.services.contact.unreadCount(),
  ]);
  return { username: admin.username, stats, unreadMessages };
}

const managementCards = [
  {
    title: "Blog Management",
    description: "Every story, its status, numbers and SEO score.",
    icon: NotebookPen,
    primary: { label: "Manage Blogs", to: "/medium-blog-admin" },
    secondary: { label: "Write a Story", to: "/medium-blog-editor" },
  },
  {
    title: "Scratch Positions",
    description: "The positions behind the scratch cards, random position and the wheels.",
    icon: Images,
    primary: { label: "Manage Scratch Positions", to: "/admin/scratch-positions" },
    secondary: { label: "View Scratch Cards", to: "/games/scratch-position" },
  },
  {
    title: "Journey Positions",
    description: "The planner's positions and the media library.",
    icon: Map,
    primary: { label: "Manage Journey Positions", to: "/admin/journey-positions" },
    secondary: { label: "Open the Planner", to: "/journey-planner" },
  },
  {
    title: "SEO",
    description: "Page titles and descriptions, site health, first-party analytics and Web Vitals.",
    icon: Search,
    primary: { label: "Open SEO", to: "/admin/seo" },
    secondary: { label: "SEO Report", to: "/admin/seo/report" },
  },
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  const tiles: StatTile[] = [
    { label: "Total posts", value: stats.totalPosts, icon: NotebookPen },
    { label: "Published", value: stats.publishedPosts, icon: Send },
    { label: "Pending review", value: stats.pendingPosts, icon: FileCheck2, to: "/admin/blog-approval" },
    { label: "Drafts", value: stats.draftPosts, icon: FilePen },
    { label: "Scratch positions", value: stats.scratchPositions, icon: Images },
    { label: "Journey positions", value: stats.journeyPositions, icon: Map },
    { label: "Media items", value: stats.mediaItems, icon: Sparkles },
    { label: "Active games", value: stats.games, icon: Gamepad2 },
    { label: "Unread messages", value: loaderData.unreadMessages, icon: Mail, to: "/admin/messages" },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-4xl font-semibold">Admin Dashboard</h1>
          <p className="mt-1 text-muted">{`Welcome back, ${loaderData.username}.`}</p>
        </div>
        <Form method="post" action="/admin/logout" reloadDocument>
          <Button type="submit" variant="secondary">
            <LogOut aria-hidden className="size-4" /> Log out
          </Button>
        </Form>
      </div>
      <StatTiles tiles={tiles} label="Site statistics" testIdPrefix="stat" />
      <h2 className="mt-10 text-2xl font-semibold">Manage</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {managementCards.map((card) => {
          const Icon = card.icon;
          return (
            <li key={card.title} className="rounded-[var(--radius-card)] border border-border bg-surface/90 p-5">
              <Icon aria-hidden className="size-6 text-rose" />
              <h3 className="mt-2 text-xl font-semibold">{card.title}</h3>
              <p className="mt-1 text-muted">{card.description}</p>
              <div className="mt-4 flex flex-wrap gap-2">
                <Link to={card.primary.to} className={buttonClasses("primary", "sm")}>
                  {card.primary.label}
                </Link>
                <Link to={card.secondary.to} className={buttonClasses("secondary", "sm")}>
                  {card.secondary.label}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <h2 className="mt-10 text-2xl font-semibold">Quick actions</h2>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to="/medium-blog-editor" className={buttonClasses("secondary", "sm")}>
          New Blog
        </Link>
        <Link to="/admin/blog-approval" className={buttonClasses("secondary", "sm")}>
          Review Submissions
        </Link>
        <Link to="/admin/scratch-positions" className={buttonClasses("secondary", "sm")}>
          Add Scratch Position
        </Link>
        <Link to="/admin/journey-positions" className={buttonClasses("secondary", "sm")}>
          Add Journey Position
        </Link>
        <Link to="/admin/seo" className={buttonClasses("secondary", "sm")}>
          Run Health Check
        </Link>
      </div>
    </div>
  );
}
