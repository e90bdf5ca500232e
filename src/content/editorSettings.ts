import { collections } from './collections.ts';

/**
 * VS Code settings that attach each JSON Schema to its YAML files (the Red Hat YAML
 * extension reads `yaml.schemas`). Markdown frontmatter is matched too, for editors whose
 * frontmatter support reads the same mapping.
 */
export function editorSettings(): object {
  const yamlSchemas: Record<string, string[]> = {};
  for (const definition of collections) {
    if (typeof definition.schema === 'function') continue;
    yamlSchemas[`./content/schemas/${definition.name}.schema.json`] = [`content/${definition.pattern}`];
  }
  return { 'yaml.schemas': yamlSchemas, 'files.associations': { '*.md': 'markdown' } };
}
