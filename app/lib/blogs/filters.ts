/**
 * URL state of the blog lists. Filters, sort and page live in the query string so a list can be shared, reloaded
 * and walked back with the browser's Back button; default values stay out of the address.
 */
import {
  ADMIN_SORT_OPTIONS,
  BLOG_STATUSES,
  PUBLIC_SORTS,
  type AdminSortValue,
  type BlogStatusValue,
  type PublicSortValue,
} from "./constants";

const MAX_QUERY = 200;
const MAX_CATEGORY = 100;
const MAX_PAGE = 100_000;

function text(params: URLSearchParams, key: string, max: number): string {
  return (params.get(key) ?? "").trim().slice(0, max);
}

function pageOf(params: URLSearchParams): number {
  const value = Number.parseInt(params.get("page") ?? "", 10);
  return Number.isFinite(value) && value >= 1 ? Math.min(value, MAX_PAGE) : 1;
}

function categoryOf(params: URLSearchParams): string {
  const value = text(params, "category", MAX_CATEGORY);
  return value.toLowerCase() === "all" ? "" : value;
}

/** The parameter when it is one of `allowed`, else `fallback`. */
function oneOf<Value extends string>(
  params: URLSearchParams,
  key: string,
  allowed: readonly Value[],
  fallback: Value,
): Value {
  const value = params.get(key) ?? "";
  return (allowed as readonly string[]).includes(value) ? (value as Value) : fallback;
}

/** '?a=..&b=..', or '' when there are no parameters. */
function searchOf(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : "";
}

export interface PublicListFilters {
  q: string;
  /** '' = All. */
  category: string;
  sort: PublicSortValue;
  page: number;
}

export const DEFAULT_PUBLIC_FILTERS: PublicListFilters = { q: "", category: "", sort: "newest", page: 1 };

export function parsePublicFilters(params: URLSearchParams): PublicListFilters {
  return {
    q: text(params, "q", MAX_QUERY),
    category: categoryOf(params),
    sort: oneOf(params, "sort", PUBLIC_SORTS, "newest"),
    page: pageOf(params),
  };
}

/** '?q=..&category=..' with only the values that differ from the defaults ('' when none). */
export function publicFiltersSearch(filters: Partial<PublicListFilters>): string {
  const params = new URLSearchParams();
  if (filters.q?.trim()) params.set("q", filters.q.trim());
  if (filters.category && filters.category !== "All") params.set("category", filters.category);
  if (filters.sort && filters.sort !== "newest") params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return searchOf(params);
}

export type AdminView = "grid" | "list";

export interface AdminListFilters {
  q: string;
  /** 'all' = every status. */
  status: BlogStatusValue | "all";
  category: string;
  sort: AdminSortValue;
  view: AdminView;
  page: number;
}

export const DEFAULT_ADMIN_FILTERS: AdminListFilters = {
  q: "",
  status: "all",
  category: "",
  sort: "updated-newest",
  view: "grid",
  page: 1,
};

export function parseAdminFilters(params: URLSearchParams): AdminListFilters {
  return {
    q: text(params, "q", MAX_QUERY),
    status: oneOf<AdminListFilters["status"]>(params, "status", BLOG_STATUSES, "all"),
    category: categoryOf(params),
    sort: oneOf(params, "sort", ADMIN_SORT_OPTIONS, "updated-newest"),
    view: params.get("view") === "list" ? "list" : "grid",
    page: pageOf(params),
  };
}

export function adminFiltersSearch(filters: Partial<AdminListFilters>): string {
  const params = new URLSearchParams();
  if (filters.q?.trim()) params.set("q", filters.q.trim());
  if (filters.status && filters.status !== "all") params.set("status", filters.status);
  if (filters.category && filters.category !== "All") params.set("category", filters.category);
  if (filters.sort && filters.sort !== "updated-newest") params.set("sort", filters.sort);
  if (filters.view === "list") params.set("view", "list");
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return searchOf(params);
}

export const APPROVAL_FILTERS = ["all", "pending", "approved", "rejected"] as const;
export type ApprovalFilter = (typeof APPROVAL_FILTERS)[number];

export function parseApprovalFilter(params: URLSearchParams): { filter: ApprovalFilter; id: string } {
  return {
    filter: oneOf(params, "filter", APPROVAL_FILTERS, "pending"),
    id: text(params, "id", 100),
  };
}

export function approvalSearch(filter: ApprovalFilter, id?: string): string {
  const params = new URLSearchParams();
  if (filter !== "pending") params.set("filter", filter);
  if (id) params.set("id", id);
  return searchOf(params);
}

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
