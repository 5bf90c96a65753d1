import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';

// findBy…/waitFor wait for what people see; a second (the default) is too short when the machine is
// busy with other work, and a test that waits longer for the same screen is not a different test.
configure({ asyncUtilTimeout: 15_000 });
