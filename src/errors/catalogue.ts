/**
 * Every problem `site` reports to a user, with a stable rule id. Each entry says what
 * happened (title), why it matters, and what to do (hint). Messages are assembled by the
 * code that finds the problem; the wording of the fix lives here.
 */
export interface CatalogueEntry {
  title: string;
  why: string;
  hint: string;
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
    title: 'Link leads out of content/',
    why: 'A symbolic link in content/ may only point at files inside content/; anything else would be published.',
    hint: 'Copy the file into content/ instead of linking to it.',
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
  'content/unsafe-markdown': {
    title: 'Unsafe Markdown removed',
    why: 'Raw HTML, scripts and javascript: links are never published; they were dropped from the page.',
    hint: 'Write plain Markdown instead of HTML, and link only to http(s), mailto: or site paths.',
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
  },
  'content/nearby-one-way': {
    title: 'Nearby place does not name this one back',
    why: 'Neighbours link each other: a one-way entry usually means one of the two files was forgotten or mistyped.',
    hint: 'Add this place to the other file\'s `nearby` list, or remove the entry here.',
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
  },
  'routes/duplicate-url': {
    title: 'Two routes claim one URL',
    why: 'Only one page can live at an address.',
    hint: 'Rename one of the two sources so that their URLs differ.',
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
    why: 'The build was abandoned and the previous output left as it was.',
    hint: 'Check that the disk has space and the folder is writable.',
  },
  'emit/cache-not-saved': {
    title: 'Build cache not saved',
    why: 'The site was built and written; only the cache for the next build could not be stored.',
    hint: 'Check that .site-cache/ beside content/ is writable, or delete it.',
  },
  'check/no-dist': {
    title: 'Nothing to check',
    why: 'The output directory does not exist or holds no pages.',
    hint: 'Run `site build` first, or pass the folder with --dir.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type RuleId = keyof typeof catalogue;
