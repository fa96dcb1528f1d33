// What boot.tsx takes from react-router, as a module of its own: main.tsx evaluates the router in
// a task before the app's, and importing only these names keeps the rest of the package out.
export { createBrowserRouter, matchRoutes, RouterProvider, type DataRouter } from 'react-router';
