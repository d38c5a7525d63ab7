// Evaluated in a task of its own just before the app (src/main.tsx imports both at once, so no request waits on
// another): React DOM's, the router's and the query cache's module code is about half of what evaluating the app
// costs, and one task of both held a slow phone's main thread for over 100 ms (Total Blocking Time). It does so only
// when the framework's chunk arrives first: the first screen's chunks (which src/routes/early-queries.ts starts at
// once) need the framework too, and when they finish loading with it, Lighthouse's trace shows the framework's
// evaluation in one task with theirs.
import 'react-dom/client';
import '@tanstack/react-router';
import '@tanstack/react-query';
