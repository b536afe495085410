export interface AdminPage {
  path: string;
  heading: string;
  description: string;
}

export const adminPages: readonly AdminPage[] = [
  { path: "/admin", heading: "Admin", description: "The Entwine admin area." },
  { path: "/admin/dashboard", heading: "Admin Dashboard", description: "Counts, management and quick actions for the site." },
  { path: "/admin/login", heading: "Admin Access", description: "Enter your credentials to access the admin panel" },
  { path: "/admin/blog-approval", heading: "Blog Approval Centre", description: "Review stories submitted by visitors." },
  { path: "/admin/scratch-positions", heading: "Scratch Positions", description: "Manage the positions behind the scratch cards, random position and wheels." },
  { path: "/admin/journey-positions", heading: "Journey Positions", description: "Manage the journey planner's positions and media." },
  { path: "/admin/seo", heading: "SEO", description: "Page titles, descriptions, site health and first-party analytics." },
  { path: "/medium-blog-admin", heading: "Blog Management", description: "Every story, its status and its numbers." },
];

export function findAdminPage(path: string): AdminPage | undefined {
  return adminPages.find((page) => page.path === path);
}
