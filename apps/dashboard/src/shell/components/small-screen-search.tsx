import { useId } from 'react';

/**
 * The search bar on small screens: a category list with only 'All' and a text input. Searching itself has no
 * behaviour yet, so submitting does nothing.
 */
export function SmallScreenSearch() {
  const id = useId();
  return (
    <search className="block border-slate-200 border-b bg-white px-4 py-2 md:hidden">
      <form className="flex gap-2" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-category`} className="sr-only">
          Search category
        </label>
        <select
          id={`${id}-category`}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-ink"
          defaultValue="all"
        >
          <option value="all">All</option>
        </select>
        <label htmlFor={`${id}-query`} className="sr-only">
          Search
        </label>
        <input
          id={`${id}-query`}
          type="search"
          placeholder="Search for anything here"
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-ink placeholder:text-slate-500"
        />
      </form>
    </search>
  );
}
