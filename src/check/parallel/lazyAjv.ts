// What html-validate gets for `ajv` in the check worker's bundle (src/compiledCode.mjs): Ajv,
// compiling each schema the first time its validator is called rather than when it is asked
// for. html-validate makes three Ajv instances and compiles its configuration schema as it
// loads, and each instance compiles JSON Schema's own meta-schema: about 0.12 s of the 0.2 s it
// takes to load, on the path of every `site check` after an edit. The worker validates with one
// configuration it resolves without schema checks (createValidator.mjs), so those validators
// are never called there and nothing is compiled; anything that does call one gets Ajv's answer,
// as it would have.
import { Ajv, type AnySchema, type AnySchemaObject, type Options, type ValidateFunction } from 'ajv';

type Keyword = Parameters<Ajv['addKeyword']>[0];

/** A validator whose schema is compiled on its first call; it then answers, and carries `errors`, as Ajv's own. */
type LazyValidator = ((data: unknown) => boolean) & { errors?: ValidateFunction['errors'] };

export default class LazyAjv {
  readonly #options: Options | undefined;
  /** What was added before the real instance existed, replayed on it in order. */
  readonly #added: (['meta', AnySchemaObject] | ['keyword', Keyword])[] = [];
  /** The validators handed out, by schema `$id`: a schema with an id is compiled once (Ajv refuses an id twice). */
  readonly #byId = new Map<string, LazyValidator>();
  #real: Ajv | undefined;

  constructor(options?: Options) {
    this.#options = options;
  }

  addMetaSchema(schema: AnySchemaObject): this {
    if (this.#real) this.#real.addMetaSchema(schema);
    else this.#added.push(['meta', schema]);
    return this;
  }

  addKeyword(keyword: Keyword): this {
    if (this.#real) this.#real.addKeyword(keyword);
    else this.#added.push(['keyword', keyword]);
    return this;
  }

  getSchema(id: string): LazyValidator | ValidateFunction | undefined {
    return this.#byId.get(id) ?? this.#real?.getSchema(id);
  }

  compile(schema: AnySchema): LazyValidator {
    let compiled: ValidateFunction | undefined;
    const validate: LazyValidator = (data) => {
      compiled ??= this.#instance().compile(schema);
      const valid = compiled(data);
      validate.errors = compiled.errors;
      return valid;
    };
    const id = typeof schema === 'object' ? schema.$id : undefined;
    if (typeof id === 'string') this.#byId.set(id, validate);
    return validate;
  }

  #instance(): Ajv {
    if (!this.#real) {
      this.#real = new Ajv(this.#options);
      for (const [kind, added] of this.#added) {
        if (kind === 'meta') this.#real.addMetaSchema(added);
        else this.#real.addKeyword(added);
      }
    }
    return this.#real;
  }
}
