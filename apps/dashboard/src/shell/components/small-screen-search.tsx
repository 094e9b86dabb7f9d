import { useId } from 'react';

/**
 * The search bar on small screens: a category list with only 'All' and a text input. Searching itself has no
 * behaviour yet, so there is no form to submit (Enter does nothing); when it gets one, it is a react-hook-form
 * form like every other (app/form-idiom.test.ts). Until then the shell, on every signed-in page, loads
 * neither react-hook-form nor zod for it.
 */
export function SmallScreenSearch() {
  const id = useId();
  return (
    <search className="block border-slate-200 border-b bg-white px-4 py-2 md:hidden">
      <div className="flex gap-2">
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
      </div>
    </search>
  );
}
