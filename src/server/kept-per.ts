/**
 * A process's cache that belongs to one studio — keyed by an object only that studio holds (its config, its
 * database, its services). Two studios in one process (the API tests start many, one after another, in one worker)
 * never see each other's entries, and a closed studio's entries go with it.
 */
export function keptPer<Owner extends object, Value>(make: () => Value): (owner: Owner) => Value {
  const kept = new WeakMap<Owner, Value>();
  return (owner) => {
    let value = kept.get(owner);
    if (value === undefined) kept.set(owner, (value = make()));
    return value;
  };
}
