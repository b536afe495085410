/** The bucket-list pages use the site's one switch (`~/components/ui/switch`, which does not load Radix). */
export { Switch } from "~/components/ui/switch";
