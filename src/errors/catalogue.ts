import type { Severity } from '../diagnostics/diagnostic.ts';

/**
 * Every problem `site` reports to a user, with a stable rule id. Each entry says what
 * happened (title), why it matters, and what to do (hint). Messages are assembled by the
 * code that finds the problem; the wording of the fix lives here.
 */
export interface CatalogueEntry {
  title: string;
  why: string;
  hint: string;
  /** How serious a finding under this rule is; error when not said. A warning fails only `--strict`. */
  severity?: Severity;
}

export const catalogue = {
  'content/yaml-syntax': {
    title: 'Malformed YAML',
    why: 'The file cannot be read, so none of its records can be built.',
    hint: 'Check the quotes, colons and indentation near this line. YAML indents with spaces, never tabs.',
  },
  'content/invalid-utf8': {
    title: 'File is not valid UTF-8',
    why: 'Bytes that are not UTF-8 would show as garbage on the site.',
    hint: 'Re-save the file as UTF-8 in your editor (a byte-order mark and Windows line endings are fine).',
  },
  'content/yaml-aliases': {
    title: 'Too many YAML aliases',
    why: 'Aliases that expand into each other can make a small file enormous, stalling the build.',
    hint: 'Write the values out instead of reusing them with &anchors and *aliases.',
  },
  'content/yaml-unknown-tag': {
    title: 'Unknown YAML tag',
    why: 'A tag such as !!js/function or !foo asks for a type the site does not have; its value would be misread.',
    hint: 'Remove the tag and write the value as plain text.',
  },
  'content/control-character': {
    title: 'Control character in text',
    why: 'Invisible control characters (such as NUL) would be published inside titles and attributes.',
    hint: 'Delete the character; it often comes from pasting text out of another program.',
  },
  'content/empty-file': {
    title: 'Empty file',
    why: 'The file has nothing in it, so there is no record to build.',
    hint: 'Write the record (see content/README.md for an example), or delete the file.',
  },
  'content/too-large': {
    title: 'File too large',
    why: 'Content files are read whole and rendered into pages; one this size would stall the build.',
    hint: 'Split the text into several records, or move large files to public/.',
  },
  'content/unsafe-symlink': {
    title: 'Link leads out of its folder',
    why: 'A symbolic link in content/ or public/ may only point at files inside that folder; anything else (a key, a .env file, /etc/passwd) would be read into the site or published as it is.',
    hint: 'Copy the file into the folder instead of linking to it.',
  },
  'content/symlink-loop': {
    title: 'Symbolic link loop',
    why: 'The link leads back to itself, so there is no file behind it.',
    hint: 'Delete the link, or point it at a real file.',
  },
  'content/missing-field': {
    title: 'Required field missing',
    why: 'Templates need this field to build the page.',
    hint: 'Add the field to the frontmatter; see content/README.md for an example record.',
  },
  'content/wrong-type': {
    title: 'Field has the wrong type',
    why: 'The field is present but holds the wrong kind of value.',
    hint: 'Prices and figures are text: wrap them in quotes, e.g. price: "£4.99".',
  },
  'content/invalid-value': {
    title: 'Field value not allowed',
    why: 'The value is outside what the site can show.',
    hint: 'Use one of the allowed values listed above.',
  },
  'content/unknown-field': {
    title: 'Unknown field',
    why: 'The field is not used by any template, so it is probably misspelt.',
    hint: 'Check the spelling against content/README.md, or remove the field.',
  },
  'content/unknown-reference': {
    title: 'Unknown reference',
    why: 'The record links to a slug that no record has, so the link would be broken.',
    hint: 'Use the slug of an existing record (its file name without extension).',
  },
  'content/unknown-link': {
    title: 'Link to a page that does not exist',
    why: 'The link would be broken, so the build cannot publish it.',
    hint: 'Link to a page the site builds, a redirect that reaches one, an id on that page, or a file in public/.',
  },
  'content/missing-image': {
    title: 'Image not found',
    why: 'The page would show a broken image.',
    hint: 'Put the image in public/ and write its path from the site root, e.g. /images/photo.jpg.',
  },
  'content/duplicate-slug': {
    title: 'Duplicate slug',
    why: 'Two records would claim the same page.',
    hint: 'Rename one of the files, or delete the copy.',
  },
  'content/unknown-file': {
    title: 'File outside any collection',
    why: 'No collection reads this file, so its content would be silently ignored.',
    hint: 'Move it into the folder of the collection it belongs to (see content/README.md), or delete it.',
  },
  'content/missing-file': {
    title: 'Required content file missing',
    why: 'The site cannot be built without this file.',
    hint: 'Restore the file; see content/README.md for what it holds.',
  },
  'content/image-alt': {
    title: 'Image without a description',
    why: 'A screen reader says what an image shows only from its text; without it, a blind visitor hears the file name or nothing.',
    hint: 'Write what the image shows between the brackets: ![The cPanel dashboard after logging in](/images/cpanel.png). For an image that only decorates, write ![decorative](/images/divider.png).',
  },
  'content/unsafe-markdown': {
    title: 'Unsafe Markdown removed',
    why: 'Raw HTML, scripts and javascript: links are never published; they were dropped from the page.',
    hint: 'Write plain Markdown instead of HTML, and link only to http(s), mailto: or site paths.',
    severity: 'warning',
  },
  'content/empty': {
    title: 'No content found',
    why: 'Without content there is no site to build.',
    hint: 'Point --content at the folder that holds site.yaml, or restore the content/ folder.',
  },
  'content/incomplete': {
    title: 'Incomplete record not rendered',
    why: 'A page without these fields would be thin, so it is left out of the build.',
    hint: 'Fill in the missing fields to publish the page.',
    severity: 'warning',
  },
  'content/nearby-one-way': {
    title: 'Nearby place does not name this one back',
    why: 'Neighbours link each other: a one-way entry usually means one of the two files was forgotten or mistyped.',
    hint: "Add this place to the other file's `nearby` list, or remove the entry here.",
    severity: 'warning',
  },
  'content/draft': {
    title: 'Draft, not published',
    why: 'A record marked `draft: true` is built by `site serve --watch` only, so writers can preview it; `site build` leaves it and every link to it out.',
    hint: 'Delete the `draft: true` line to publish the page.',
  },
  'content/draft-link': {
    title: 'Link to a draft',
    why: '`site build` leaves drafts out, so a published page linking one would carry a broken link.',
    hint: 'Publish the draft (delete its `draft: true` line) or remove the link until it is published.',
  },
  'content/placeholder': {
    title: 'Placeholder value',
    why: 'The site would publish an address that does not belong to the business.',
    hint: 'Replace the placeholder in content/site.yaml with the real value before going live.',
    severity: 'warning',
  },
  'content/public-clash': {
    title: 'A file in public/ that the build also writes',
    why: 'Two files for one path: one would replace the other without a word.',
    hint: 'Delete the file in public/, and change what the build makes it from instead.',
  },
  'routes/duplicate-url': {
    title: 'Two routes claim one URL',
    why: 'Only one page can live at an address.',
    hint: 'Rename one of the two sources so that their URLs differ.',
  },
  'content/redirect-from-page': {
    title: 'A redirect from an address the site still builds',
    why: 'A page and a redirect cannot share an address: one of them would never be seen.',
    hint: "To retire the page, delete its record and keep the redirect; to keep the page, delete the redirect's entry.",
  },
  'content/duplicate-redirect': {
    title: 'The same old address redirected twice',
    why: 'Only one redirect can answer an address; the other entry would mislead whoever reads the file.',
    hint: 'Keep one of the two entries.',
  },
  'render/template-error': {
    title: 'Template failed to render',
    why: 'A template threw while rendering this page.',
    hint: 'Run with --verbose to see the stack trace.',
  },
  'emit/unsafe-out': {
    title: 'Unsafe output directory',
    why: 'The build replaces its output directory, so it must never point at the project or content.',
    hint: 'Use a dedicated folder such as dist/.',
  },
  'emit/out-not-a-folder': {
    title: 'Output is not a folder',
    why: 'The build replaces its output folder, and the path given is a file, which would be deleted.',
    hint: 'Choose a folder for --out, such as dist.',
  },
  'emit/write-failed': {
    title: 'Could not write the output',
    why: 'The system refused a write (the reason is in the message), so the build was abandoned and the previous output left as it was.',
    hint: 'Mend what the system said (a full disk, permissions, a missing or read-only folder), then build again.',
  },
  'emit/cache-not-saved': {
    title: 'Build cache not saved',
    why: 'The site was built and written; only the cache for the next build could not be stored.',
    hint: 'Check that .site-cache/ beside content/ is writable, or delete it.',
    severity: 'warning',
  },
  'image/unreadable': {
    title: 'Image cannot be read',
    why: 'A damaged, truncated or mislabelled image would show broken or not at all, so the build stops before publishing it.',
    hint: 'Export the image again from the program that made it (PNG for screenshots, JPEG for photos), or remove it from public/.',
  },
  'image/too-large': {
    title: 'Image too large to process',
    why: 'An image declaring over 100 megapixels would take gigabytes of memory to decode; it may be a decompression bomb.',
    hint: 'Resize the image to at most a few thousand pixels wide before adding it; a page never shows more than 1600.',
  },
  'image/unsupported-format': {
    title: 'Image in a format browsers do not show',
    why: 'An iPhone HEIC photo, a camera raw or a Photoshop file shows in few browsers, and its metadata (a GPS position) cannot be stripped, so it is not published.',
    hint: 'Export the image as JPEG (a photo) or PNG (a screenshot) and show that, or remove it from public/.',
  },
  'image/unsafe-svg': {
    title: 'SVG with script or outside references',
    why: 'An SVG opened on its own runs its scripts and event handlers on the site, and may load from elsewhere; only shapes, text, gradients and filters are published.',
    hint: 'Export the SVG again without scripts, styles, embedded images or links (an optimiser such as SVGO removes most), or use a PNG.',
  },
  'image/share-too-small': {
    title: 'Share image too small',
    why: 'Social sites show a large link card at 1200 × 630 pixels; a smaller picture would be enlarged and blurred, or shown as a small thumbnail.',
    hint: "Name an image at least 1200 pixels wide and 630 high (it is cropped to 1200 × 630 around its centre), or remove `shareImage` to share the site's image.",
  },
  'image/card-failed': {
    title: 'Share card could not be drawn',
    why: 'A page whose card is missing would show a broken picture wherever its link is posted, so the build stops before publishing it.',
    hint: 'The card is drawn from templates/cards/shareCard.ts (painted by src/cards/) with the fonts of @fontsource/inter: run `npm ci`, and check the last change to the card template.',
  },
  'links/resolve': {
    title: 'Broken link',
    why: 'A visitor or crawler following it gets a 404, or a fragment that scrolls nowhere.',
    hint: 'Point the link at a built page, a redirect that reaches one in a single hop, an id on that page, or a file in public/.',
  },
  'links/orphan': {
    title: 'Page no link reaches',
    why: 'Visitors and search engines find pages by following links from /; a page nothing links to is never found.',
    hint: 'Link to it from a page that is linked, such as a hub or the footer.',
  },
  'links/depth': {
    title: 'Page too many clicks from /',
    why: 'Visitors and crawlers give up on pages more than four clicks from the home page.',
    hint: 'Link to it from a page nearer the home page, such as a hub.',
    severity: 'warning',
  },
  'meta/lang': {
    title: 'Page language missing or wrong',
    why: 'Screen readers and search engines read lang to choose a voice and an audience; the site is British English.',
    hint: 'The layout writes <html lang="en-GB">; check the template of this page.',
  },
  'meta/title': {
    title: 'Title missing, doubled or not in the site form',
    why: 'The title is what search results and browser tabs show; every page says "{title} | {site name}" once.',
    hint: 'Give the record a title; the layout adds the site name.',
  },
  'meta/title-length': {
    title: 'Title too long or too short',
    why: 'Search engines cut titles past about 60 characters.',
    hint: "Shorten the record's title (or its seoTitle), or lengthen a very short one.",
    severity: 'warning',
  },
  'meta/description': {
    title: 'Meta description missing',
    why: 'Search results show the description under the title; without one they show whatever text they pick.',
    hint: 'Give the record a description.',
  },
  'meta/description-length': {
    title: 'Meta description too long or too short',
    why: 'Search engines cut descriptions past about 160 characters.',
    hint: "Rewrite the record's description to between 50 and 160 characters.",
    severity: 'warning',
  },
  'meta/canonical': {
    title: 'Canonical URL missing or wrong',
    why: "The canonical link tells search engines which address is the page's own; a wrong one hands its ranking elsewhere.",
    hint: "The layout writes it from the route; check site.yaml's origin and the page's template.",
  },
  'meta/social': {
    title: 'Open Graph or Twitter tags missing',
    why: 'Shared links show a card built from these tags; without them the card is blank.',
    hint: "The layout writes them; check the page's template.",
  },
  'meta/share-image': {
    title: 'Share image missing',
    why: 'A shared link would show a broken image.',
    hint: "Put the image in public/ and name it by its absolute URL on the site's origin.",
  },
  'meta/share-card': {
    title: 'Share card tags missing or wrong',
    why: 'A posted link shows a large picture only when the page says its size and type, and the picture is described for those who cannot see it.',
    hint: 'The layout writes og:image:width, og:image:height (1200 × 630), og:image:type, og:image:alt and twitter:card summary_large_image for every indexable page; check templates/Document.tsx.',
  },
  'meta/share-card-shared': {
    title: 'Share card shared with another page',
    why: 'Every indexable page has a card of its own, with its title, place and price: two pages with one picture look the same wherever their links are posted.',
    hint: "The build draws a card for each page; a record's own `shareImage` replaces it, so name a picture no other page names.",
  },
  'meta/share-card-file': {
    title: 'Share card of the wrong size, type or weight',
    why: 'Social sites show a large card at 1200 × 630 and some give up on pictures over a few hundred kilobytes; a type that does not match the file may not be shown.',
    hint: "Cards are drawn at 1200 × 630 and stay well under 150 KB; for a record's own `shareImage`, use a photo or picture that encodes smaller (fewer fine details).",
  },
  'meta/duplicate-title': {
    title: 'Title shared with another page',
    why: 'Search engines treat pages with the same title as duplicates and show only one.',
    hint: 'Give each record a title of its own.',
  },
  'meta/duplicate-description': {
    title: 'Description shared with another page',
    why: 'Search engines treat pages with the same description as near-duplicates.',
    hint: 'Give each record a description of its own.',
  },
  'safety/inline-script': {
    title: 'Inline script',
    why: "The Content-Security-Policy (script-src 'self') blocks inline scripts and javascript: URLs, so the code would never run.",
    hint: 'Move the code into the site script (templates/client/).',
  },
  'safety/inline-style': {
    title: 'Inline style',
    why: 'The Content-Security-Policy blocks <style> elements and style attributes, so the styling would never apply.',
    hint: 'Move the rules into the stylesheet and use a class.',
  },
  'safety/inline-handler': {
    title: 'Inline event handler',
    why: 'The Content-Security-Policy blocks onclick and the like, so the handler would never run.',
    hint: 'Attach a listener in the site script (templates/client/).',
  },
  'safety/target-blank': {
    title: 'New-tab link without rel="noopener noreferrer"',
    why: 'The opened page could take over this tab (reverse tabnabbing) and learn where the visitor came from.',
    hint: 'Add rel="noopener noreferrer" to the link.',
  },
  'safety/insecure-link': {
    title: 'Plain-http link to the site itself',
    why: 'It costs the visitor a redirect and sends the visit over an unencrypted connection first.',
    hint: 'Write the link with https://, or as a path from the site root.',
  },
  'analytics/blocked-by-policy': {
    title: 'The policy blocks the analytics provider',
    why: "The page's analytics tag needs a host the Content-Security-Policy of `_headers` does not allow, so the browser blocks the provider's script or its page views and the site counts nothing.",
    hint: 'Build again with `site build`: the policy is written from `analytics` in content/site.yaml (src/analytics/policySources.ts); do not edit `_headers` or the tags by hand.',
  },
  'analytics/policy-too-wide': {
    title: 'The policy allows a host no analytics tag needs',
    why: 'Every host the Content-Security-Policy allows beyond the site itself is one an injected script could load from or send to; one no tag needs (a provider since removed) is an opening with no use.',
    hint: 'Build again with `site build`: with no provider in content/site.yaml the policy allows the site alone.',
  },
  'analytics/unreadable-tag': {
    title: 'Analytics tag of an unknown provider',
    why: 'A `<script data-analytics>` that names no provider the site knows, or lacks its id (GA4, Tag Manager) or its domain and endpoint (Plausible), loads nothing the policy can be checked against.',
    hint: 'Set `analytics` in content/site.yaml (content/README.md, "Analytics") and build again; tags come from templates/components/AnalyticsTag.tsx.',
  },
  'budget/html': {
    title: 'Page over its weight budget',
    why: 'Pages stay under 25 KB gzipped so that they load fast on a phone.',
    hint: 'Split the page, or shorten its lists and text.',
  },
  'budget/js': {
    title: 'Page loads too much script',
    why: 'Each page loads at most 2 KB of script gzipped so that it is usable at once on a phone.',
    hint: 'Trim the site script (templates/client/), or load a feature only on the pages that use it.',
  },
  'budget/css': {
    title: 'Stylesheet over budget, or more than one',
    why: 'One stylesheet of at most 12 KB gzipped keeps the first paint fast.',
    hint: 'Trim templates/styles/, and link only the one stylesheet the layout writes.',
  },
  'budget/image': {
    title: 'Image too heavy for a phone',
    why: 'A 390 px phone at DPR 2 should download at most 150 KB for one image and 300 KB for a page, or it waits on a mobile connection.',
    hint: 'Crop the image, or use a smaller one; put it in public/ so that the build makes its responsive versions.',
  },
  'image/metadata': {
    title: 'Published image carries metadata',
    why: 'EXIF, XMP and IPTC metadata can hold the position a photo was taken at, the camera owner and editing history.',
    hint: 'Build again (the build strips metadata from the images of public/); a file written some other way must be stripped before publishing.',
  },
  'image/dimensions': {
    title: 'Image without width and height',
    why: 'The browser cannot reserve the space of an image whose size it does not know, so the page jumps as it loads.',
    hint: 'Give the <img> width and height attributes (the build does for images in Markdown bodies and hero images).',
  },
  'image/srcset': {
    title: 'srcset candidate of the wrong width',
    why: 'A browser picks a candidate by the width it claims; a wrong claim downloads too much or shows a blurred image.',
    hint: 'Build again, so the responsive versions are made afresh.',
  },
  'image/priority': {
    title: 'More than one priority image, or a lazy one',
    why: 'The hero image is fetched first (`fetchpriority="high"`) so the page shows complete sooner; two priority images share that head start, and a lazy one waits for layout, losing it.',
    hint: 'Mark only the hero image with fetchpriority="high" (the Hero template does), and never give it loading="lazy".',
  },
  'output/symlink': {
    title: 'Symbolic link in the output',
    why: 'A host publishes what a link points at, which may be any file the server can read; the build never writes one.',
    hint: 'Delete the link and build again; put the file itself in public/.',
  },
  'output/unlisted-file': {
    title: 'File the build did not write',
    why: 'Something other than the build put this file in the output (by hand, or another tool), so nothing checked where it came from.',
    hint: 'Build again, which replaces the folder; a file to publish belongs in public/.',
  },
  'sitemap/missing': {
    title: 'No sitemap.xml',
    why: 'Search engines read the sitemap to find every page.',
    hint: 'The build writes dist/sitemap.xml; check what is checked is a complete build.',
  },
  'sitemap/malformed': {
    title: 'Sitemap breaks the sitemaps.org protocol',
    why: 'Search engines reject a sitemap they cannot read, or the entries that break the rules.',
    hint: 'The build writes the sitemap; if it was edited by hand, rebuild.',
  },
  'sitemap/duplicate': {
    title: 'URL listed twice in the sitemap',
    why: 'Each page is listed once, by its canonical URL.',
    hint: 'Remove the repeated entry.',
  },
  'sitemap/extra-url': {
    title: 'Sitemap lists a URL that is not an indexable page',
    why: 'Search engines report URLs that redirect, are missing or are marked noindex as errors.',
    hint: "List the page's canonical URL, or remove the entry.",
  },
  'sitemap/missing-page': {
    title: 'Indexable page not in the sitemap',
    why: 'Search engines may never find a page the sitemap leaves out.',
    hint: 'Rebuild: the build lists every indexable page.',
  },
  'search/missing-page': {
    title: 'Indexable page not in the search index',
    why: 'A visitor searching the site for its words would never find it.',
    hint: 'Rebuild: the build indexes every page of the sitemap (docs/output-contract.md#the-search-index).',
  },
  'search/extra-page': {
    title: 'Search index finds a page that is not in the sitemap',
    why: 'A visitor would be sent to an address that redirects, is missing, is a draft or is marked noindex.',
    hint: 'Rebuild: the build indexes exactly the pages of the sitemap.',
  },
  'search/unreadable': {
    title: 'Search index cannot be read',
    why: 'The search page would find nothing, or not show what it found: the entry file, a shard of words or a block of pages is missing or damaged.',
    hint: 'Rebuild: the build writes dist/search-index/ whole.',
  },
  'sitemap/robots': {
    title: 'robots.txt does not name the sitemap',
    why: 'Crawlers find the sitemap through the Sitemap: line of robots.txt.',
    hint: 'Add "Sitemap: {origin}/sitemap.xml" to public/robots.txt, or let the build write it.',
  },
  'feed/malformed': {
    title: 'Feed breaks the Atom format',
    why: 'Feed readers drop a feed they cannot parse, or entries without an id, title, date or link; an entry whose id changes shows again as new.',
    hint: 'The build writes the feed (src/emit/feed.ts); if it was edited by hand, rebuild.',
  },
  'feed/broken-link': {
    title: 'Feed entry links to no built page',
    why: 'A reader who follows the entry gets a 404 or a redirect instead of the guide.',
    hint: 'Rebuild: the feed lists only built guides and tutorials, by their canonical URL.',
  },
  'external/broken': {
    title: 'External link is broken',
    why: 'The other site answers 404 Not Found or 410 Gone: a visitor who follows the link gets an error page.',
    hint: 'Link to the page that replaced it, or remove the link, where the finding says it was written.',
  },
  'external/moved': {
    title: 'External link has moved',
    why: 'The other site redirects it permanently: every visitor takes the extra hop, and the old address may stop redirecting one day.',
    hint: 'Write the new address the finding names.',
    severity: 'warning',
  },
  'external/unreachable': {
    title: 'External link could not be reached',
    why: 'The other site timed out, reset the connection, presented a certificate that is not trusted, or answered with a server error: perhaps for a moment, perhaps for good.',
    hint: "Open the link in a browser; if it stays down, link elsewhere or remove it. A site that refuses link checkers can go in site.yaml's externalLinks.ignore.",
    severity: 'warning',
  },
  'external/unchecked': {
    title: 'External link not asked for',
    why: 'The check gives up on a host that has not answered several requests in time, and stops asking once its time limit has passed, so that a few silent hosts cannot hold the whole check up: these links were not asked for this time.',
    hint: "Run `site check --external` again later; raise site.yaml's externalLinks.timeLimitSeconds for a site with many links, or add a host that never answers to externalLinks.ignore.",
    severity: 'warning',
  },
  'external/unverified': {
    title: 'External link could not be verified',
    why: 'The other site answers 401, 403 or 999 to a link checker (sign-in pages, sites that refuse robots): the link may well work for a visitor, so it is not reported as broken.',
    hint: "Open it in a browser once; if it works, add it to site.yaml's externalLinks.ignore.",
    severity: 'warning',
  },
  'redirects/duplicate': {
    title: 'Redirect rule that never applies',
    why: 'Only the topmost rule for a source applies; a later one is dead and misleads whoever reads the file.',
    hint: 'Delete the later rule, or merge the two.',
  },
  'redirects/shadows-page': {
    title: 'Redirect hides a built page',
    why: 'Cloudflare Pages applies a redirect even where a file exists, so the page could never be seen.',
    hint: 'Remove the rule, or stop building the page.',
  },
  'redirects/loop': {
    title: 'Redirect loop',
    why: 'Browsers give up on a redirect that comes back to itself.',
    hint: 'Point the rule at a built page.',
  },
  'redirects/chain': {
    title: 'Chain of redirects',
    why: 'Every hop costs the visitor a round trip, and crawlers stop following after a few.',
    hint: 'Redirect straight to the last target.',
  },
  'redirects/broken-target': {
    title: 'Redirect to a page that is not built',
    why: 'The visitor is redirected to a 404.',
    hint: 'Point the rule at a built page.',
  },
  'redirects/syntax': {
    title: 'Redirect rule hosts cannot read',
    why: 'Cloudflare Pages and Netlify ignore or reject a malformed line, so the old address would 404.',
    hint: 'Write each rule as `source destination status`, with a status of 301, 302, 303, 307 or 308.',
  },
  'redirects/limits': {
    title: "Over the host's redirect limits",
    why: 'Cloudflare Pages ignores rules past 2,000 static, 100 dynamic or 1,000 characters.',
    hint: 'Fold rules together with a splat or a placeholder, or retire old ones.',
  },
  'redirects/order': {
    title: 'Static redirect after a dynamic one',
    why: 'Hosts read rules top to bottom; a static rule below a pattern that matches it never applies.',
    hint: 'Put static rules first.',
  },
  'hosts/file-count': {
    title: 'More files than a host accepts',
    why: 'Cloudflare Pages refuses a deployment of more than 20,000 files, so the site could not be published there.',
    hint: 'Publish to nginx or Netlify, or cut the files: fewer image widths, or fewer pages.',
    severity: 'warning',
  },
  'hosts/file-name': {
    title: 'File name hosts serve differently',
    why: 'Cloudflare Pages and Netlify serve it at one address, nginx and the preview at another.',
    hint: 'Name the file in lowercase letters, digits and hyphens.',
    severity: 'warning',
  },
  'hosts/same-address': {
    title: 'Two files claim one address',
    why: 'Hosts disagree on which of the two they serve.',
    hint: 'Rename or remove one of them.',
    severity: 'warning',
  },
  'hosts/no-status': {
    title: 'Redirect rule without a status',
    why: 'Netlify answers 301 and Cloudflare Pages 302 for the same rule.',
    hint: 'Write the status, usually 301.',
    severity: 'warning',
  },
  'hosts/splat': {
    title: 'Splat before the end of a source',
    why: 'Netlify and Cloudflare Pages only allow * as the last character of a source.',
    hint: 'Move the * to the end, or use a :placeholder.',
    severity: 'warning',
  },
  'hosts/rewrite': {
    title: 'Rewrite nginx cannot carry',
    why: 'The generated nginx configuration has no equivalent, so nginx answers 404 where the others rewrite.',
    hint: 'Redirect (301) instead, or rewrite to a fixed path on this site.',
    severity: 'warning',
  },
  'hosts/non-canonical-source': {
    title: 'Redirect from an address nginx rewrites first',
    why: 'nginx and the preview send the address to its canonical form before any rule applies.',
    hint: 'Write the rule for the canonical (lowercase, no trailing slash) address.',
    severity: 'warning',
  },
  'hosts/shadowed': {
    title: 'Redirect a file shadows on Netlify',
    why: 'Netlify serves a file at an address before it applies a rule, unless the rule is forced.',
    hint: 'Write the rule twice: forced (301!) and then without !.',
    severity: 'warning',
  },
  'structured-data': {
    title: 'Structured data search engines cannot use',
    why: 'JSON-LD that does not parse, lacks a required property, prices in another currency or breadcrumbs to missing pages loses the page its rich results.',
    hint: 'The templates write JSON-LD from the record: fill in the field the message names.',
  },
  'html-validate': {
    title: 'Invalid or inaccessible HTML',
    why: "html-validate's recommended and document rules: markup browsers repair differently, and accessibility faults.",
    hint: 'See the html-validate rule named after the slash (https://html-validate.org/rules/).',
  },
  'check/no-dist': {
    title: 'Nothing to check',
    why: 'The output directory does not exist or holds no pages.',
    hint: 'Run `site build` first, or pass the folder with --dir.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type RuleId = keyof typeof catalogue;

/** Where a rule is documented: its family's section of docs/check-rules.md. */
export function ruleDocs(rule: string): string {
  return `docs/check-rules.md#${rule.split('/')[0]}`;
}

/** Every catalogued rule with its entry, in catalogue order (grouped by family). */
export function listRules(): (CatalogueEntry & { id: RuleId; severity: Severity; docs: string })[] {
  return (Object.keys(catalogue) as RuleId[]).map((id) => ({
    id,
    ...catalogue[id],
    severity: (catalogue[id] as CatalogueEntry).severity ?? 'error',
    docs: ruleDocs(id),
  }));
}

/** A rule family whose ids come from another tool: `html-validate/{its rule}`. */
const families = ['html-validate'] as const;

/** The catalogue entry of a rule id, a family's for `html-validate/{rule}`; undefined for an id nobody registered. */
export function catalogueEntry(rule: string): (CatalogueEntry & { id: RuleId }) | undefined {
  const family = families.find((name) => rule.startsWith(`${name}/`));
  const id = (family ?? rule) as RuleId;
  return Object.hasOwn(catalogue, id) ? { id, ...catalogue[id] } : undefined;
}
