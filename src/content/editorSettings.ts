import { collections } from './collections.ts';

/**
 * VS Code settings that attach each JSON Schema to its YAML files: the Red Hat YAML extension
 * reads `yaml.schemas` and then checks, completes and explains every field as the writer types
 * (the descriptions are the schemas' own). Markdown front matter is the gap: that extension
 * reads whole YAML files only, never the front matter of a `.md` file (redhat-developer/
 * vscode-yaml issue 207). The Markdown patterns are listed all the same, so they apply to a
 * `.md` file the writer switches to YAML, and so that front-matter support, when it comes, needs
 * no change here. Until then `.vscode/tasks.json` gives Markdown files the same located errors,
 * in the editor at their lines, from `site serve --watch` (see editorTasks.ts).
 */
export function editorSettings(): object {
  const yamlSchemas: Record<string, string[]> = {};
  for (const definition of collections) {
    if (typeof definition.schema === 'function') continue;
    yamlSchemas[`./content/schemas/${definition.name}.schema.json`] = [`content/${definition.pattern}`];
  }
  return { 'yaml.schemas': yamlSchemas, 'files.associations': { '*.md': 'markdown' } };
}
