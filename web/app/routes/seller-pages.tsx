import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { useCategories } from '../../features/catalogue/api/get-categories';
import { useCreateProduct, useMyProducts, useUpdateProduct } from '../../features/listings/api/listings';
import { MyProductsTable } from '../../features/listings/components/my-products-table';
import { ProductForm } from '../../features/listings/components/product-form';

function useSeller() {
  const { user } = useAuth();
  return { name: user?.displayName ?? '', email: user?.email ?? '' };
}

export function AddProductPage() {
  const seller = useSeller();
  const { data: categories } = useCategories();
  const create = useCreateProduct();
  const navigate = useNavigate();
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-800">Add A Product</h1>
      {categories ? (
        <ProductForm
          seller={seller}
          categories={categories}
          submitLabel="Add Product"
          onSave={async (input) => {
            await create.mutateAsync(input);
            toast.success(`${input.name} is added successfully`);
            navigate('/dashboard/myproducts');
          }}
        />
      ) : (
        <Spinner />
      )}
    </section>
  );
}

export function EditProductPage() {
  const { id = '' } = useParams();
  const seller = useSeller();
  const { data: categories } = useCategories();
  const { data: products } = useMyProducts(seller.email);
  const update = useUpdateProduct();
  const navigate = useNavigate();
  const product = products?.find((p) => p._id === id);
  if (!categories || !products) return <Spinner />;
  if (!product) return <p className="text-slate-600">This product is not one of yours, or it was deleted.</p>;
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-800">Edit {product.name}</h1>
      <ProductForm
        seller={seller}
        categories={categories}
        submitLabel="Save changes"
        initial={{
          name: product.name,
          price: product.price,
          originalPrice: product.originalPrice,
          purchaseYear: product.purchaseYear,
          phone: product.phone,
          location: product.location,
          categoryId: product.categoryId,
          condition: product.condition,
          about: product.about,
          img: product.img,
        }}
        onSave={async (input) => {
          await update.mutateAsync({ id, input });
          toast.success(`${input.name} is updated`);
          navigate('/dashboard/myproducts');
        }}
      />
    </section>
  );
}

export function MyProductsPage() {
  const { email } = useSeller();
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-800">My Products</h1>
      <MyProductsTable sellerEmail={email} />
    </section>
  );
}
