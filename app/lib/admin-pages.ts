export interface AdminPage {
  path: string;
  heading: string;
  description: string;
  /** The page's name in the admin menu; pages without one (the area's entry, the login) are not listed there. */
  menuLabel?: string;
}

export const adminPages: readonly AdminPage[] = [
  { path: "/admin", heading: "Admin", description: "The Entwine admin area." },
  {
    path: "/admin/dashboard",
    heading: "Admin Dashboard",
    description: "Counts, management and quick actions for the site.",
    menuLabel: "Dashboard",
  },
  { path: "/admin/login", heading: "Admin Access", description: "Enter your credentials to access the admin panel" },
  {
    path: "/admin/blog-approval",
    heading: "Blog Approval Centre",
    description: "Review stories submitted by visitors.",
    menuLabel: "Approval",
  },
  {
    path: "/admin/scratch-positions",
    heading: "Scratch Positions",
    description: "Manage the positions behind the scratch cards, random position and wheels.",
    menuLabel: "Scratch positions",
  },
  {
    path: "/admin/journey-positions",
    heading: "Journey Positions",
    description: "Manage the journey planner's positions and media.",
    menuLabel: "Journey positions",
  },
  {
    path: "/admin/seo",
    heading: "SEO",
    description: "Page titles, descriptions, site health and first-party analytics.",
    menuLabel: "SEO",
  },
  {
    path: "/admin/messages",
    heading: "Messages",
    description: "Messages sent through the contact form.",
    menuLabel: "Messages",
  },
  {
    path: "/medium-blog-admin",
    heading: "Blog Management",
    description: "Every story, its status and its numbers.",
    menuLabel: "Blogs",
  },
];

export function findAdminPage(path: string): AdminPage | undefined {
  return adminPages.find((page) => page.path === path);
}

/** The admin menu's sections, in the order the menu lists them. */
export const adminMenuOrder = [
  "/admin/dashboard",
  "/medium-blog-admin",
  "/admin/blog-approval",
  "/admin/messages",
  "/admin/scratch-positions",
  "/admin/journey-positions",
  "/admin/seo",
] as const;

export function adminMenu(): Array<{ path: string; label: string }> {
  return adminMenuOrder.map((path) => ({ path, label: findAdminPage(path)?.menuLabel ?? path }));
}

/** The menu entry a path belongs to (the SEO report belongs to SEO). */
export function adminSectionOf(pathname: string): string | undefined {
  return [...adminMenuOrder]
    .sort((a, b) => b.length - a.length)
    .find((path) => pathname === path || pathname.startsWith(`${path}/`));
}
