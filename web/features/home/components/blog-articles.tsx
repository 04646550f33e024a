import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

const articles = [
  {
    question: msg`How should a React app manage its state?`,
    answer: [
      msg`Start with the state that belongs to one component: useState and useReducer keep it next to the markup that uses it. Lift it to the nearest common parent only when two components need it.`,
      msg`Data that comes from a server is not really app state but a cache of the server’s state. A library such as TanStack Query (which Thanda uses) fetches, caches, refreshes and invalidates it, so components ask for data instead of storing it.`,
      msg`Truly global client state (the signed-in user, a theme) fits React context, or a small store such as Zustand or Redux Toolkit when many parts of the app change it often.`,
    ],
  },
  {
    question: msg`What is prototypal inheritance in JavaScript?`,
    answer: [
      msg`Every JavaScript object has a hidden link to another object, its prototype. When a property is not found on the object itself, the engine looks it up along this chain of prototypes until it reaches null.`,
      msg`Object.create(proto) makes an object with a chosen prototype; constructor functions put shared methods on Function.prototype; and the class syntax is a friendlier way to write the same prototype chains.`,
      msg`Because methods live once on the prototype, thousands of objects can share them without copying, and changing the prototype changes every object that inherits from it.`,
    ],
  },
  {
    question: msg`Why write unit tests?`,
    answer: [
      msg`A unit test checks one small piece of behaviour in isolation, such as a price formatter or a validation rule, and runs in milliseconds.`,
      msg`Tests let you change code with confidence: if a refactor breaks a rule, a test fails before a customer sees it. They also document how the code is meant to be used.`,
      msg`Good tests check behaviour rather than implementation details, so they keep passing when the code is improved and fail only when something a user relies on breaks.`,
    ],
  },
  {
    question: msg`React vs Angular vs Vue: which should you choose?`,
    answer: [
      msg`React is a library for building user interfaces with components and JSX; you pick the router, data fetching and forms yourself, which gives freedom and a huge ecosystem.`,
      msg`Angular is a complete framework from Google with TypeScript, dependency injection, a router and forms built in; it suits large teams that want one prescribed way of working.`,
      msg`Vue sits in between: approachable templates, a gentle learning curve and official router and state libraries. All three build fast apps; the best choice is the one your team knows and can hire for.`,
    ],
  },
];

/** The four Q&A articles of the Blogs page. */
export function BlogArticles() {
  const { _ } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      {articles.map((article) => (
        <article key={article.question.id} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <h2 className="text-xl font-bold text-brand-800">{_(article.question)}</h2>
          {article.answer.map((paragraph) => (
            <p key={paragraph.id} className="mt-3 text-slate-700">
              {_(paragraph)}
            </p>
          ))}
        </article>
      ))}
    </div>
  );
}
