/**
 * Privacy on this device (issue 50): clear every trace Entwine keeps in this browser, discreet mode, and what the
 * quick exit does and cannot do. The words are in content/pages/privacy-on-this-device.ts.
 */
import { privacyOnThisDevice } from "@content/pages/privacy-on-this-device";
import { Link } from "react-router";
import { ClearDevice } from "~/components/device/clear-device";
import { DiscreetSwitch } from "~/components/device/discreet-switch";
import { PageHeader } from "~/components/page-header";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/privacy-on-this-device";

// The text travels in the loader data, not in the page's JavaScript.
export function loader() {
  return { page: privacyOnThisDevice };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead(privacyOnThisDevice.path, matches);

export default function PrivacyOnThisDevicePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="pb-10">
      <PageHeader title={page.heading} lead={page.intro} />
      <div className="prose-entwine mx-auto max-w-3xl px-4 sm:px-6">
        <section id="clear" aria-labelledby="clear-heading">
          <h2 id="clear-heading">{page.clear.heading}</h2>
          {page.clear.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <ClearDevice />
          <h3>What it removes</h3>
          <ul>
            {page.clear.removes.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          <h3>What it cannot reach</h3>
          <ul>
            {page.clear.outOfReach.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
        <section id="discreet" aria-labelledby="discreet-heading">
          <h2 id="discreet-heading">{page.discreet.heading}</h2>
          {page.discreet.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <DiscreetSwitch />
          <p className="text-sm text-muted">{page.discreet.homeScreen}</p>
        </section>
        <section id="quick-exit" aria-labelledby="quick-exit-heading">
          <h2 id="quick-exit-heading">{page.quickExit.heading}</h2>
          {page.quickExit.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
        <p className="text-sm text-muted">
          What reaches our server, and what it keeps, is on <Link to="/what-our-server-sees">What our server sees</Link>
          .
        </p>
      </div>
    </article>
  );
}
