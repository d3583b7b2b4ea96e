import { ListingSkeleton } from "@modules/common/skeletons"

export default ListingSkeleton
