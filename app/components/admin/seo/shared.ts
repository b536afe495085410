import { useEffect, useRef } from "react";
import type { useFetcher } from "react-router";
import { useToast } from "~/components/ui/toast";
import type { Route } from "../../../routes/admin/+types/seo";

export type LoaderData = Route.ComponentProps["loaderData"];
export type SeoRecord = LoaderData["records"][number];
export type Health = LoaderData["health"];

/** Toasts the answer of an SEO action once it arrives. */
export function useActionToast(
  fetcher: ReturnType<typeof useFetcher<{ ok: boolean; message?: string; error?: string }>>,
) {
  const { toast } = useToast();
  const last = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === last.current) return;
    last.current = fetcher.data;
    if (fetcher.data.ok) toast({ title: fetcher.data.message ?? "Saved", duration: 2000 });
    else toast({ title: fetcher.data.error ?? "Failed to update SEO data", variant: "destructive" });
  }, [fetcher.state, fetcher.data, toast]);
}
