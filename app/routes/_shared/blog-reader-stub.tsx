import { data, type MetaFunction } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { noIndexHead } from "~/lib/head";

export function loader() {
  return data({ found: false }, { status: 404 });
}

export const meta: MetaFunction = ({ matches, location }) => noIndexHead("Story Not Found", matches, location.pathname);

export default function BlogReader() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold">Story Not Found</h1>
      <p className="mt-3 text-muted">The story you're looking for doesn't exist or has been removed.</p>
      <ButtonLink to="/medium-blogs" className="mt-6">
        Go Back
      </ButtonLink>
    </section>
  );
}
