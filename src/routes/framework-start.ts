// Evaluated in a task of its own just before the app (src/main.tsx imports both at once, so no request waits on
// another): React DOM's, the router's and the query cache's module code is about half of what evaluating the app
// costs, and one task of both held a slow phone's main thread for over 100 ms (Total Blocking Time).
import 'react-dom/client';
import '@tanstack/react-router';
import '@tanstack/react-query';
