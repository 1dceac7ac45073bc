/** The parts of a custom-elements.json (schema 1.0.0) declaration this reads. */
interface Declaration {
  tagName?: string;
  customElement?: boolean;
  attributes?: Array<{ name: string }>;
}

export interface DocumentedAttribute {
  tag: string;
  attribute: string;
}

/** Every attribute of every custom element the manifest documents, in manifest order. */
export function documentedAttributes(manifest: {
  modules: Array<{ declarations?: object[] }>;
}): DocumentedAttribute[] {
  return manifest.modules.flatMap((module) =>
    ((module.declarations ?? []) as Declaration[])
      .filter((declaration) => declaration.customElement && declaration.tagName)
      .flatMap((declaration) =>
        (declaration.attributes ?? []).map(({ name }) => ({ tag: declaration.tagName!, attribute: name })),
      ),
  );
}
