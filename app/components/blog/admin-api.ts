/**
 * The admin's blog writes, through the JSON API of /api/blogs (same origin; the session cookie goes along).
 * Each call throws a BlogApiError with the server's message when the answer is not ok.
 */
export class BlogApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "BlogApiError";
  }
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: {
      Accept: "application/json",
      ...(init.body ? { "Content-Type": "application/json" } : {}),
      ...init.headers,
    },
  });
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new BlogApiError(body.error || `API error: ${response.status}`, response.status);
  return body as T;
}

const id = (value: string) => encodeURIComponent(value);

export const blogAdminApi = {
  setStatus: (blogId: string, status: string) =>
    call(`/api/blogs?id=${id(blogId)}&v=${Date.now()}`, { method: "PUT", body: JSON.stringify({ status }) }),
  remove: (blogId: string) => call(`/api/blogs?id=${id(blogId)}&v=${Date.now()}`, { method: "DELETE" }),
  bulk: (action: "publish" | "draft" | "delete", blogIds: string[]) =>
    call<{ affected: number; message: string }>("/api/blogs/bulk", {
      method: "POST",
      body: JSON.stringify({ action, blogIds }),
    }),
  approve: (blogId: string) =>
    call(`/api/blogs/${id(blogId)}/approve`, {
      method: "PATCH",
      body: JSON.stringify({ status: "approved", approvedBy: "admin", approvedAt: new Date().toISOString() }),
    }),
  reject: (blogId: string, rejectionReason: string) =>
    call(`/api/blogs/${id(blogId)}/reject`, {
      method: "PATCH",
      body: JSON.stringify({
        status: "rejected",
        rejectionReason,
        approvedBy: "admin",
        approvedAt: new Date().toISOString(),
      }),
    }),
};
